/**
 * A password change (`POST /wps/member/password`, token, encrypted; spec section 3 "Change password"): the old
 * password, the new one and its confirmation. All three are secrets. Required at first login or when expired
 * (spec section 9); the confirmation must equal the new password ('inconsistent_twice', spec section 5).
 */
import * as Schema from "effect/Schema"

export const PasswordChange = Schema.Struct({
  oldPassword: Schema.String,
  newPassword: Schema.String,
  confirmNewPassword: Schema.String,
})
export type PasswordChange = typeof PasswordChange.Type
