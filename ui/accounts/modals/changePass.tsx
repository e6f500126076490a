/**
 * The change-password modal (spec sections 2, 4, 5 and 9): shows the account name; asks the old password only when
 * the portal does not know it (it knows only the flagged default '123456' a session was opened with: Arena stores no
 * password), then the new password and its confirmation (core's `validateChangePassword`: format, "Incorrect
 * confirmation input"; core's workflow: 'inconsistent_twice').
 *
 * FORCED mode (the session slice's `forcedPasswordChange`: first login with '123456', or an expired password while
 * the expiry module is on) cannot be dismissed: no Escape, no cover click, no close button; it says why, and the
 * person may sign out instead. On success the modal closes, "your password has been changed" shows and a held login
 * completes (the state's answer). A visitor is told to log in; a trial account that it needs a real one (spec
 * section 8).
 */

import { accountCodes } from "../../../core/contract/ErrorCode.ts"
import { isTrialMember } from "../../../core/permissions/roles.ts"
import type { State } from "../../../core/state/State.ts"
import {
  asksOldPassword,
  type ChangePasswordField,
  type ChangePasswordForm,
  validateChangePassword,
} from "../../../core/validation/ChangePasswordForm.ts"
import { switchModal } from "../../actions/modals.ts"
import { changePassword, knownOldPassword } from "../../actions/password.ts"
import { signOut } from "../../actions/session.ts"
import { Button } from "../../components/Button.tsx"
import { Modal } from "../../components/Modal.tsx"
import { PasswordField } from "../../forms/PasswordField.tsx"
import { useT } from "../../i18n/useT.ts"
import type { ModalComponentProps } from "../../modals/registry.ts"
import { RefusalAndSubmit, useAccountForm } from "../AccountForm.tsx"
import "../../forms/forms.css"
import "./changePass.css"
import { useCore } from "../../state/useCore.ts"

/** A forced change cannot be closed (the modal is not dismissible): nothing to do. */
const stay = () => {}

export default function ChangePassModal({ onClose }: ModalComponentProps) {
  const t = useT("password")
  const s = useCore()
  // A held login (spec section 4): the member is not logged in until the password is changed.
  const forced = s.session.forcedPasswordChange
  const account = s.session.member?.account ?? s.session.attempt?.account
  if (forced !== undefined) {
    return (
      <Modal
        title={t("forced_title")}
        onClose={stay}
        dismissible={false}
        width={440}
        role="alertdialog"
        className="change-pass-modal change-pass-forced"
      >
        <div className="change-pass-reason" role="note">
          {t(forced === "expired" ? "forced_expired" : "forced_default")}
        </div>
        <ChangeForm s={s} account={account} />
        <p className="change-pass-leave">
          <Button variant="link" onAction={signOut}>
            {t("sign_out_instead")}
          </Button>
        </p>
      </Modal>
    )
  }
  return (
    <Modal title={t("title")} onClose={onClose} width={440} className="change-pass-modal">
      {!s.session.loggedIn ? (
        <Blocked text={t("not_logged_in")} action={t("log_in")} onAction={() => switchModal("changePass", "login")} />
      ) : isTrialMember(s) ? (
        <Blocked text={t(accountCodes.needRealAccount)} action={t("close")} onAction={onClose} />
      ) : (
        <ChangeForm s={s} account={account} />
      )}
    </Modal>
  )
}

/** Why the form is not offered (spec section 8), with the one way on. */
function Blocked({
  text,
  action,
  onAction,
}: {
  readonly text: string
  readonly action: string
  readonly onAction: () => void
}) {
  return (
    <div className="change-pass-blocked">
      <p role="alert">{text}</p>
      <Button variant="primary" block onClick={onAction}>
        {action}
      </Button>
    </div>
  )
}

function ChangeForm({ s, account }: { readonly s: State; readonly account: string | undefined }) {
  const t = useT("password")
  const context = {
    storedPasswordKnown: knownOldPassword(s) !== undefined,
    passwordRule: s.settings.registerRules.password,
  }
  const asksOld = asksOldPassword(context)
  const check = (v: Readonly<Record<ChangePasswordField, string>>) =>
    validateChangePassword(
      asksOld ? v : { newPassword: v.newPassword, confirmNewPassword: v.confirmNewPassword },
      context,
    )
  const { form, bind, refusal, onSubmit } = useAccountForm<ChangePasswordField, ChangePasswordForm>(
    "password",
    { oldPassword: "", newPassword: "", confirmNewPassword: "" },
    check,
    changePassword,
  )
  const field = (name: ChangePasswordField, label: string, autoComplete: string) => (
    <PasswordField label={label} name={name} autoComplete={autoComplete} {...bind(name)} />
  )
  return (
    <form className="change-pass-form" noValidate onSubmit={onSubmit}>
      {account !== undefined && (
        <p className="change-pass-account">
          <span>{t("account")}</span>
          <strong>{account}</strong>
        </p>
      )}
      {/* Tells the browser's password manager which account the new password belongs to. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={account ?? ""}
        readOnly
        hidden
        aria-hidden="true"
        tabIndex={-1}
      />
      {asksOld && field("oldPassword", t("old_password"), "current-password")}
      {field("newPassword", t("new_password"), "new-password")}
      {field("confirmNewPassword", t("confirm_password"), "new-password")}
      <RefusalAndSubmit refusal={refusal} busy={form.submitting} label={t("submit")} />
    </form>
  )
}
