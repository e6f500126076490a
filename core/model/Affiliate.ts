/**
 * The affiliate (invitation) code check (`GET /wps/agent/affiliate`; wire notes section 4): `code` and `domain`
 * (the page load also sends `referralCode`). The envelope's `success` says whether the code is valid; a refusal
 * shows 'invitation code error' (spec section 8) and stops the registration.
 */
import * as Schema from "effect/Schema"

export const AffiliateCheck = Schema.Struct({
  code: Schema.String,
  domain: Schema.optionalKey(Schema.String),
  referralCode: Schema.optionalKey(Schema.String),
})
export type AffiliateCheck = typeof AffiliateCheck.Type

/** Message key of a refused code (spec section 8). */
export const invitationCodeError = "invitation_code_error"
