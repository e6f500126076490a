/**
 * The brand's own verification check before login and register (spec section 4 "username login passes a
 * verification-tool check, SMS login skips it"; registration: "verification-tool check"; section 7: "a geetest-style
 * verification before login and register"). OUR CHOICE for a platform without a Geetest account: the check is the
 * platform's image captcha, issued by `GET /wps/captcha/geetest` (the API table's path, wire notes section 6b) as a
 * challenge id and its image; the answer goes with the login or registration in the Geetest version 3 fields
 * (`geetest_challenge` = the id, `geetest_validate` = the answer; wire notes section 4). The brand turns it on in
 * the status answer's `info.gw` (wire notes section 5), naming this tool as its version.
 */
import * as Schema from "effect/Schema"

/** `value` of `GET /wps/captcha/geetest`: the challenge's id and its base64 PNG (no `data:` prefix). */
export const VerificationChallenge = Schema.Struct({
  challenge: Schema.String,
  image: Schema.String,
})
export type VerificationChallenge = typeof VerificationChallenge.Type
