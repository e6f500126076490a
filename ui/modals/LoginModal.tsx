/**
 * The login modal (spec sections 2, 4 and 5), the worked example of a form: tabs for username login and mobile login
 * (the mobile tab only when the SMS login setting is on), the register-now and forgot-password links, remember
 * password, the free-trial button when free play is on, and the captcha box when the platform asks for it.
 * Validation is core's `validateLogin` (required fields, the mobile format, the captcha when shown), shown as the
 * person types and on submit; the submit button shows progress and cannot double-submit; the platform's refusal
 * shows above the button, translated when its code is known.
 */
import { type FormEvent, useEffect, useRef, useState } from "react"
import { canRegister, canUseFreePlay, showSmsLogin } from "../../core/permissions/features.ts"
import type { State } from "../../core/state/State.ts"
import { type LoginContext, type LoginField, type LoginForm, validateLogin } from "../../core/validation/LoginForm.ts"
import type { FormResult } from "../../core/validation/Problem.ts"
import { RefusalAndSubmit, SwitchModalLine, UsernameField } from "../accounts/AccountForm.tsx"
import { DialingCodeSelect, useDialingCode } from "../accounts/DialingCode.tsx"
import { MobileCodeFields } from "../accounts/MobileCodeFields.tsx"
import { SecondVerification } from "../accounts/SecondVerification.tsx"
import { useRefusalText } from "../accounts/useRefusalText.ts"
import { WayTabs } from "../accounts/WayTabs.tsx"
import { switchModal } from "../actions/modals.ts"
import {
  loginBySms,
  loginByUsername,
  restoreRememberedLogin,
  type Submitted,
  startFreePlay,
} from "../actions/session.ts"
import { Button } from "../components/Button.tsx"
import { Modal } from "../components/Modal.tsx"
import { CaptchaField } from "../forms/CaptchaField.tsx"
import { PasswordField } from "../forms/PasswordField.tsx"
import { useForm } from "../forms/useForm.ts"
import { useProblemText } from "../forms/useProblemText.ts"
import { VerificationField } from "../forms/VerificationField.tsx"
import { useT } from "../i18n/useT.ts"
import type { ModalComponentProps } from "./registry.ts"
import "../forms/forms.css"
import "./LoginModal.css"
import { useCore } from "../state/useCore.ts"

export default function LoginModal({ onClose }: ModalComponentProps) {
  const t = useT("login")
  const s = useCore()

  useEffect(() => {
    if (s.session.remembered === undefined) void restoreRememberedLogin()
  }, [s.session.remembered])

  return (
    <Modal title={t("title")} onClose={onClose} width={420} className="login-modal" focusField>
      <WayTabs
        label={t("method")}
        ways={[
          { key: "username", label: t("tab_username"), form: () => <UsernameForm s={s} /> },
          { key: "sms", label: t("tab_mobile"), form: () => <SmsForm s={s} /> },
        ]}
        secondOn={showSmsLogin(s)}
      />
      <div className="login-alt">
        {canUseFreePlay(s) && (
          <Button variant="secondary" block onAction={startFreePlay}>
            {t("free_trial")}
          </Button>
        )}
        {canRegister(s) && (
          <SwitchModalLine
            className="login-register"
            text={t("no_account")}
            link={t("register_now")}
            from="login"
            to="register"
          />
        )}
      </div>
    </Modal>
  )
}

/**
 * The platform's refusal (or a dropped link) after this form's submit, worded as every account form words one
 * (`useRefusalText`); the login's answer is the session's error, which the state keeps.
 */
function useLoginRefusal(s: State, submitted: boolean, network: boolean): string | undefined {
  const refusalText = useRefusalText("login")
  const error = s.session.error
  if (!submitted) return undefined
  if (network) return refusalText({ _tag: "Network", key: "network_abnormal" })
  if (error === undefined || s.session.pending) return undefined
  return refusalText({
    _tag: "Refused",
    key: error.errorCode,
    message: error.message,
    endpoint: undefined,
    ...(error.until === undefined ? {} : { until: error.until }),
    ...(error.protection === undefined ? {} : { protection: error.protection }),
  })
}

function RememberAndForgot({
  remember,
  setRemember,
}: {
  readonly remember: boolean
  readonly setRemember: (b: boolean) => void
}) {
  const t = useT("login")
  return (
    <div className="login-row">
      <label className="checkbox">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        <span>{t("remember")}</span>
      </label>
      <Button variant="link" onClick={() => switchModal("login", "forgetPass")}>
        {t("forgot")}
      </Button>
    </div>
  )
}

/**
 * What both ways of logging in share: the form checked by core's `validateLogin` (`check`; the captcha when the
 * platform asks for it), remember me, the `remembered` field filled once the cookies are read, the refusal after a
 * submit, and the submit itself, whose `send` says whether the link dropped.
 */
function useLoginForm<F extends LoginField>(
  s: State,
  initial: Readonly<Record<F, string>>,
  check: (values: Readonly<Record<F, string>>, context: LoginContext) => FormResult<LoginField, LoginForm>,
  remembered: NoInfer<F> & ("username" | "mobileNum"),
) {
  const captchaShown = s.session.captcha.required
  const [remember, setRemember] = useState(s.session.remembered?.remember ?? false)
  const [network, setNetwork] = useState(false)
  const form = useForm(initial, (v) => check(v, { captchaShown, rules: s.settings.registerRules }))
  useRememberedFill(s, setRemember, () => {
    const value = s.session.remembered?.[remembered]
    if (value !== undefined && form.values[remembered] === "") form.set(remembered, value)
  })
  const onSubmit = (send: (value: LoginForm) => Promise<Submitted | undefined>) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setNetwork(false)
    void form.submit(async (value) => setNetwork((await send(value)) === "network"))
  }
  return {
    form,
    captchaShown,
    remember,
    setRemember,
    busy: form.submitting || s.session.pending,
    refusal: useLoginRefusal(s, form.submitted, network),
    onSubmit,
  }
}

function UsernameForm({ s }: { readonly s: State }) {
  const t = useT("login")
  const text = useProblemText()
  const checkShown = s.settings.features.verificationCheck
  const [verification, setVerification] = useState("")
  const { form, captchaShown, remember, setRemember, busy, refusal, onSubmit } = useLoginForm(
    s,
    { username: s.session.remembered?.username ?? "", password: "", captcha: "" },
    (v, context) => validateLogin({ type: "username", ...v }, context),
    "username",
  )
  // Spec section 4: a login from a new IP asks for a second verification; the step takes the form's place and
  // receives the typed credentials, which live only in this component's memory.
  const [held, setHeld] = useState<{ readonly username: string; readonly password: string }>()
  if (held !== undefined && s.session.secondVerification !== undefined) {
    return (
      <SecondVerification
        username={held.username}
        password={held.password}
        remember={remember}
        onBack={() => setHeld(undefined)}
      />
    )
  }
  return (
    <form
      className="login-form"
      noValidate
      onSubmit={onSubmit(async (value) => {
        if (value.type !== "username") return undefined
        const outcome = await loginByUsername({
          username: value.username,
          password: value.password,
          captcha: value.captcha,
          ...(checkShown ? { verification } : {}),
          remember,
        })
        // The answer was for the image just spent; a refusal shows a new one.
        setVerification("")
        setHeld({ username: value.username, password: value.password })
        return outcome
      })}
    >
      <UsernameField label={t("username")} binding={form.bind("username", text)} />
      <PasswordField
        label={t("password")}
        name="password"
        autoComplete="current-password"
        {...form.bind("password", text)}
      />
      {captchaShown && <CaptchaField name="captcha" {...form.bind("captcha", text)} />}
      {checkShown && <VerificationField value={verification} onChange={setVerification} />}
      <RememberAndForgot remember={remember} setRemember={setRemember} />
      <RefusalAndSubmit refusal={refusal} busy={busy} label={t("submit")} />
    </form>
  )
}

function SmsForm({ s }: { readonly s: State }) {
  const t = useT("login")
  const text = useProblemText()
  // The dialing code is picked from the brand's countries (the remembered one first), as registration does.
  const [dialing, setDialing] = useDialingCode(s.session.remembered?.countryDialingCode)
  const { form, captchaShown, remember, setRemember, busy, refusal, onSubmit } = useLoginForm(
    s,
    { mobileNum: s.session.remembered?.mobileNum ?? "", verificationCode: "", captcha: "" },
    (v, context) => validateLogin({ type: "sms", ...v }, context),
    "mobileNum",
  )
  const mobileProblem = validateLogin(
    { type: "sms", mobileNum: form.values.mobileNum, verificationCode: "x" },
    { captchaShown: false, rules: s.settings.registerRules },
  )
  return (
    <form
      className="login-form"
      noValidate
      onSubmit={onSubmit(async (value) =>
        value.type !== "sms"
          ? undefined
          : loginBySms({
              mobileNum: value.mobileNum,
              code: value.verificationCode,
              countryDialingCode: dialing,
              remember,
            }),
      )}
    >
      <MobileCodeFields
        form={form}
        purpose="login"
        mobileLabel={t("mobile")}
        codeLabel={t("sms_code")}
        countryDialingCode={dialing}
        leading={<DialingCodeSelect value={dialing} onChange={setDialing} />}
        sendDisabled={mobileProblem._tag === "Invalid" && mobileProblem.problems.mobileNum !== undefined}
      />
      {captchaShown && <CaptchaField name="captcha" {...form.bind("captcha", text)} />}
      <RememberAndForgot remember={remember} setRemember={setRemember} />
      <RefusalAndSubmit refusal={refusal} busy={busy} label={t("submit")} />
    </form>
  )
}

/**
 * The remembered fields are read from the cookies when the modal first opens, after the form has taken its initial
 * values: once they arrive, an untouched form takes them (spec section 3, remember me), so the first opening after a
 * reload or a logout is filled like every later one.
 */
function useRememberedFill(s: State, setRemember: (on: boolean) => void, fill: () => void) {
  const restored = s.session.remembered !== undefined
  const applied = useRef(restored)
  useEffect(() => {
    if (!restored || applied.current) return
    applied.current = true
    setRemember(s.session.remembered?.remember ?? false)
    fill()
  })
}
