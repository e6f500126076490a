/**
 * The verification tool's result merged into a login, register or SMS request (spec section 4; wire notes section 4,
 * "geetest"): the field names of the Geetest SDK, version 4 (`lot_number`, `captcha_output`, `pass_token`,
 * `gen_time`, `captcha_id`) and version 3 (`geetest_challenge`, `geetest_validate`, `geetest_seccode`). Declared
 * field by field so the contract, the sandbox and a replay all read the same wire; any other field the tool returns
 * is dropped.
 */
import * as Schema from "effect/Schema"

const field = Schema.optionalKey(Schema.String)

/** The verification fields as optional struct fields, to spread into a request schema. */
export const verificationFields = {
  lot_number: field,
  captcha_output: field,
  pass_token: field,
  gen_time: field,
  captcha_id: field,
  geetest_challenge: field,
  geetest_validate: field,
  geetest_seccode: field,
} as const

/** The verification fields alone. */
export const VerificationFields = Schema.Struct(verificationFields)
export type VerificationFields = typeof VerificationFields.Type

const names = Object.keys(verificationFields) as ReadonlyArray<keyof VerificationFields>

/** The known verification fields of what the tool returned. */
export const pickVerification = (result: Readonly<Record<string, string>>): VerificationFields => {
  const out: { -readonly [K in keyof VerificationFields]?: string } = {}
  for (const name of names) {
    const v = result[name]
    if (typeof v === "string") out[name] = v
  }
  return out
}
