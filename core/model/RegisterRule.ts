/**
 * Registration rules (spec section 3 and 5; wire notes section 5): an object keyed by field, each rule saying whether
 * the field is shown (`enabled`) and required, its pattern id, inclusive length bounds and accepted pattern
 * (`"*"` means any text). `key`/`type` are added by the client, never sent.
 */
import * as Schema from "effect/Schema"
import { Text } from "./Optional.ts"

/** Fields the platform may send rules for. */
export const registerFields = [
  "username",
  "password",
  "mobileNum",
  "email",
  "payeeName",
  "paymentPassword",
  "qqNum",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "recommenderId",
  "affiliateCode",
  "captcha",
  "nickname",
] as const
export type RegisterField = (typeof registerFields)[number]

const Flag = Schema.Union([Schema.Boolean, Schema.Literals(["1", "0", "true", "false"]), Schema.Literals([1, 0])])

/** True for the platform's truthy flag spellings. */
export const isOn = (v: typeof Flag.Type | undefined): boolean => v === true || v === 1 || v === "1" || v === "true"

/** One field's rule. */
export const RegisterRule = Schema.Struct({
  enabled: Schema.optional(Flag),
  required: Schema.optional(Flag),
  patternId: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
  minLength: Schema.optional(Schema.NullOr(Schema.Number)),
  maxLength: Schema.optional(Schema.NullOr(Schema.Number)),
  acceptedPattern: Text,
  message: Text,
})
export type RegisterRule = typeof RegisterRule.Type

/** The rules by field; fields the portal does not know are kept (a newer platform may add some). */
export const RegisterRules = Schema.Record(Schema.String, RegisterRule)
export type RegisterRules = typeof RegisterRules.Type
