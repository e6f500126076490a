/**
 * An agent's new downline account (spec section 2 agent centre "account (register center)"; section 4: agents have
 * downlines): the agent names the account and its password, and may give the payee name, mobile number and e-mail
 * the brand's registration rules ask for. The platform makes a member (type 0) whose upline is the calling agent.
 * The spec's API list has no such call: the shape is our choice, a subset of the member registration's fields
 * (model/RegistrationUser.ts) checked by the same rules (validation/DownlineRegisterForm.ts).
 */
import * as Schema from "effect/Schema"
import { Text } from "./Optional.ts"

/** Body of the registration of a downline (passwords are secrets of the encrypted call). */
export const DownlineRegistrationRequest = Schema.Struct({
  username: Schema.String,
  password: Schema.String,
  confirmPassword: Schema.optionalKey(Schema.String),
  payeeName: Schema.optionalKey(Schema.String),
  mobileNum: Schema.optionalKey(Schema.String),
  email: Schema.optionalKey(Schema.String),
})
export type DownlineRegistrationRequest = typeof DownlineRegistrationRequest.Type

/** Request fields that never reach a log. */
export const downlineRegistrationSecrets: ReadonlyArray<string> = ["password", "confirmPassword"]

/** What the platform answers: the new account (and, when it says, its type and registration time). */
export const DownlineRegistered = Schema.Struct({
  account: Schema.String,
  type: Schema.optional(Schema.NullOr(Schema.Number)),
  registerTime: Text,
})
export type DownlineRegistered = typeof DownlineRegistered.Type
