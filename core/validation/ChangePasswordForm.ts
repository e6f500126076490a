/**
 * The change-password form (spec sections 3 and 5): the new password required and in format (the brand's password
 * rule, else the fallback), its confirmation required and equal ("Incorrect confirmation input"), and the old
 * password asked only when the stored one is unknown (after a login with the flagged default password the portal
 * keeps it as `cpw` and fills it in itself). Values are trimmed.
 */
import type { RegisterRule } from "../model/RegisterRule.ts"
import * as Fields from "./Fields.ts"
import { collect, type FormResult, formResult, problem } from "./Problem.ts"

/** What the person typed; `oldPassword` is absent when the form does not ask it. */
export interface ChangePasswordForm {
  readonly oldPassword?: string
  readonly newPassword: string
  readonly confirmNewPassword: string
}

export type ChangePasswordField = keyof ChangePasswordForm

/** What the form depends on. */
export interface ChangePasswordContext {
  /** The current password is stored (`cpw`), so the form does not ask it. */
  readonly storedPasswordKnown: boolean
  /** The brand's password rule, when it sends one. */
  readonly passwordRule?: RegisterRule | undefined
}

/** True when the form shows the old-password field. */
export const asksOldPassword = (context: ChangePasswordContext): boolean => !context.storedPasswordKnown

/** Validates the form; when valid, the trimmed values (without `oldPassword` when it is not asked). */
export const validateChangePassword = (
  form: ChangePasswordForm,
  context: ChangePasswordContext,
): FormResult<ChangePasswordField, ChangePasswordForm> => {
  const newPassword = form.newPassword.trim()
  const confirmNewPassword = form.confirmNewPassword.trim()
  const oldPassword = (form.oldPassword ?? "").trim()
  const asked = asksOldPassword(context)
  return formResult(
    asked ? { oldPassword, newPassword, confirmNewPassword } : { newPassword, confirmNewPassword },
    collect<ChangePasswordField>([
      ["oldPassword", asked ? Fields.required(oldPassword) : undefined],
      ["newPassword", Fields.password(newPassword, context.passwordRule)],
      [
        "confirmNewPassword",
        confirmNewPassword === ""
          ? problem("input_required")
          : confirmNewPassword === newPassword
            ? undefined
            : problem("confirmation_incorrect"),
      ],
    ]),
  )
}
