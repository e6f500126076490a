/**
 * The answer of a login (`/wps/session/login`, the free-play login, the new-IP verification; spec section 3 "Login
 * response"; wire notes section 4): the session token, whether this is the first login, whether the password has
 * expired, and more user data the platform stores whole. A refusal may carry `value.captcha` asking for the image
 * captcha (wire notes section 2).
 */
import * as Schema from "effect/Schema"
import { NumberLike } from "./NumberLike.ts"

const opt = <S extends Schema.Top>(s: S) => Schema.optional(Schema.NullOr(s))

export const LoginResponse = Schema.Struct({
  /** The raw session token, sent back as `Authorization`. Redacted in events (README, Decisions). */
  token: Schema.String,
  firstTimeLogin: opt(Schema.Boolean),
  passwordExpired: opt(Schema.Boolean),
  account: opt(Schema.String),
  username: opt(Schema.String),
  nickname: opt(Schema.String),
  type: opt(NumberLike),
  customerId: opt(Schema.Union([Schema.String, Schema.Number])),
})
export type LoginResponse = typeof LoginResponse.Type

/** `value` of a refused login: the platform asks for the image captcha. */
export const LoginRefusal = Schema.Struct({ captcha: opt(Schema.Boolean) })
export type LoginRefusal = typeof LoginRefusal.Type

/** What answer events hold in place of a session token. */
export const redactedToken = "[redacted]"
