/**
 * The forgot-password modal (spec sections 2, 4 and 5): recovery by email, and by mobile only when CHNGPASSVERIF3 is
 * on (core's `canRecoverByPhone`).
 *
 * - By email: username and bound email (core's `validateForgotByEmail`); on success the modal closes and the
 *   confirmation shows (the state's answer to `PasswordRecoveryEmailSent`). The platform emails a one-time code and a
 *   link to /reset-password carrying it, which opens this modal on the code step with the account and the code
 *   filled in; "I have a code" reaches the same step. There the code and a new password (shown in plain text, as by
 *   mobile) set the password, and the member is logged in with it (core's `resetByEmailCode`).
 * - By mobile: the mobile number with its dialing code, the SMS code with its countdown, and the new password shown in
 *   plain text (spec section 5), core's `validateForgotByPhone`; on success the password is set, the member is logged
 *   in with it and the portal goes home (core's `recoverByPhone`).
 *
 * A refusal shows above the button in the current language; the way back to log in stays at hand.
 */
import { type FormEvent, type ReactNode, useState } from "react"
import { useLocation, useSearch } from "wouter"
import { canRecoverByPhone } from "../../../core/permissions/features.ts"
import type { State } from "../../../core/state/State.ts"
import {
  validateForgotByEmail,
  validateForgotByPhone,
  validateResetByEmailCode,
} from "../../../core/validation/ForgotPasswordForm.ts"

import { recoverByEmail, recoverByPhone, resetByEmailCode } from "../../actions/password.ts"
import { Button } from "../../components/Button.tsx"
import { Field } from "../../components/Field.tsx"
import { Modal } from "../../components/Modal.tsx"
import type { FieldBinding } from "../../forms/useForm.ts"
import { useT } from "../../i18n/useT.ts"
import type { ModalComponentProps } from "../../modals/registry.ts"
import { RefusalAndSubmit, SwitchModalLine, UsernameField, useAccountForm } from "../AccountForm.tsx"
import { DialingCodeSelect, useDialingCode } from "../DialingCode.tsx"
import { MobileCodeFields } from "../MobileCodeFields.tsx"
import { WayTabs } from "../WayTabs.tsx"
import "../../forms/forms.css"
import "./forgetPass.css"
import { useCore } from "../../state/useCore.ts"

export default function ForgetPassModal({ onClose }: ModalComponentProps) {
  const t = useT("recovery")
  const s = useCore()
  return (
    <Modal title={t("title")} onClose={onClose} width={440} className="recovery-modal">
      <WayTabs
        label={t("way")}
        ways={[
          { key: "email", label: t("tab_email"), form: () => <EmailForm s={s} /> },
          { key: "mobile", label: t("tab_mobile"), form: () => <PhoneForm s={s} /> },
        ]}
        secondOn={canRecoverByPhone(s)}
      />
      <SwitchModalLine text={t("remembered")} link={t("log_in")} from="forgetPass" to="login" />
    </Modal>
  )
}

/** The account and code of the emailed link (/reset-password?account=..&code=..), when the portal was opened by it. */
function useEmailedLink(): { readonly account: string; readonly code: string } | undefined {
  const [path] = useLocation()
  const params = new URLSearchParams(useSearch())
  if (path !== "/reset-password") return undefined
  return { account: params.get("account") ?? "", code: params.get("code") ?? "" }
}

function EmailForm({ s }: { readonly s: State }) {
  const link = useEmailedLink()
  const [step, setStep] = useState<"ask" | "code">(link === undefined ? "ask" : "code")
  return step === "ask" ? (
    <EmailAskForm s={s} onHaveCode={() => setStep("code")} />
  ) : (
    <EmailCodeForm s={s} link={link} onNewCode={() => setStep("ask")} />
  )
}

function EmailCodeForm({
  s,
  link,
  onNewCode,
}: {
  readonly s: State
  readonly link: { readonly account: string; readonly code: string } | undefined
  readonly onNewCode: () => void
}) {
  const t = useT("recovery")
  const context = { rules: s.settings.registerRules }
  const { form, bind, refusal, onSubmit } = useAccountForm(
    "recovery",
    { username: link?.account || s.session.remembered?.username || "", code: link?.code ?? "", newPassword: "" },
    (v) => validateResetByEmailCode(v, context),
    resetByEmailCode,
  )
  return (
    <RecoveryStep lead={t("code_lead")} onSubmit={onSubmit} link={{ label: t("new_code"), onClick: onNewCode }}>
      <UsernameField label={t("username")} binding={bind("username")} />
      <Field
        label={t("code")}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        {...bind("code")}
      />
      <NewPasswordAndSubmit
        binding={bind("newPassword")}
        refusal={refusal}
        busy={form.submitting || s.session.pending}
      />
    </RecoveryStep>
  )
}

function EmailAskForm({ s, onHaveCode }: { readonly s: State; readonly onHaveCode: () => void }) {
  const t = useT("recovery")
  const { form, bind, refusal, onSubmit } = useAccountForm(
    "recovery",
    { username: s.session.remembered?.username ?? "", email: "" },
    (v) => validateForgotByEmail(v, { rules: s.settings.registerRules }),
    recoverByEmail,
  )
  return (
    <RecoveryStep lead={t("email_lead")} onSubmit={onSubmit} link={{ label: t("have_code"), onClick: onHaveCode }}>
      <UsernameField label={t("username")} binding={bind("username")} />
      <Field
        label={t("email")}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        {...bind("email")}
      />
      <RefusalAndSubmit refusal={refusal} busy={form.submitting} label={t("send_email")} />
    </RecoveryStep>
  )
}

/** A step of recovery: its lead line, what it asks for, and the link to the other step of its way, if any. */
function RecoveryStep({
  lead,
  onSubmit,
  link,
  children,
}: {
  readonly lead: string
  readonly onSubmit: (e: FormEvent<HTMLFormElement>) => void
  readonly link?: { readonly label: string; readonly onClick: () => void }
  readonly children: ReactNode
}) {
  return (
    <form className="recovery-form" noValidate onSubmit={onSubmit}>
      <p className="recovery-lead">{lead}</p>
      {children}
      {link !== undefined && (
        <p className="account-switch">
          <Button variant="link" onClick={link.onClick}>
            {link.label}
          </Button>
        </p>
      )}
    </form>
  )
}

/**
 * The end of both reset forms (by the emailed code and by mobile): the new password, shown in plain text so the
 * person sees what they set (spec section 5), the refusal if any, and "Reset and log in".
 */
function NewPasswordAndSubmit({
  binding,
  refusal,
  busy,
}: {
  readonly binding: FieldBinding
  readonly refusal: string | undefined
  readonly busy: boolean
}) {
  const t = useT("recovery")
  return (
    <>
      <Field
        label={t("new_password")}
        name="newPassword"
        type="text"
        autoComplete="new-password"
        autoCapitalize="none"
        spellCheck={false}
        {...binding}
        hint={t("new_password_hint")}
      />
      <RefusalAndSubmit refusal={refusal} busy={busy} label={t("reset_and_log_in")} />
    </>
  )
}

function PhoneForm({ s }: { readonly s: State }) {
  const t = useT("recovery")
  const [dialing, setDialing] = useDialingCode(s.session.remembered?.countryDialingCode)
  const context = { rules: s.settings.registerRules }
  const { form, bind, refusal, onSubmit } = useAccountForm(
    "recovery",
    { mobileNum: s.session.remembered?.mobileNum ?? "", verificationCode: "", newPassword: "" },
    (v) => validateForgotByPhone(v, context),
    (value) => recoverByPhone({ ...value, countryDialingCode: dialing }),
  )
  const mobileProblem = validateForgotByPhone(
    { mobileNum: form.values.mobileNum, verificationCode: "x", newPassword: "" },
    context,
  )
  const mobileInvalid = mobileProblem._tag === "Invalid" && mobileProblem.problems.mobileNum !== undefined
  return (
    <RecoveryStep lead={t("mobile_lead")} onSubmit={onSubmit}>
      <MobileCodeFields
        form={form}
        purpose="resetPassword"
        mobileLabel={t("mobile")}
        codeLabel={t("sms_code")}
        countryDialingCode={dialing}
        leading={<DialingCodeSelect value={dialing} onChange={setDialing} />}
        sendDisabled={mobileInvalid}
      />
      <NewPasswordAndSubmit
        binding={bind("newPassword")}
        refusal={refusal}
        busy={form.submitting || s.session.pending}
      />
    </RecoveryStep>
  )
}
