/**
 * Second verification of a login from a new IP (spec section 4; the session slice's `secondVerification` holds the
 * methods once the platform answered a login with `login_verify_required`): the person picks how to prove the
 * account (phone SMS code, bound email, bank account name, Google code) and the login is made again with the proof
 * (core's `verifyNewIp`). On success the login modal closes (the state's answer); a refusal shows above the button.
 *
 * A step of the login modal, not a modal of its own (core names no modal for it): the login form mounts it in its
 * place while `session.secondVerification` is set, handing over the typed credentials (never stored anywhere).
 */
import { useId, useState } from "react"
import type { VerificationMethod } from "../../core/model/SecondVerification.ts"
import type { State } from "../../core/state/State.ts"
import { verifyNewIp } from "../actions/newIpVerification.ts"
import { Button } from "../components/Button.tsx"
import { Field } from "../components/Field.tsx"
import { SmsCodeButton } from "../forms/SmsCodeButton.tsx"
import { useT } from "../i18n/useT.ts"
import { RefusalAndSubmit, useAccountForm } from "./AccountForm.tsx"
import { DialingCodeSelect, useDialingCode } from "./DialingCode.tsx"
import { validateSecondVerification } from "./secondVerificationForm.ts"
import "../forms/forms.css"
import "./SecondVerification.css"
import { useCore } from "../state/useCore.ts"

export interface SecondVerificationProps {
  /** The credentials of the held login, as the person typed them. */
  readonly username: string
  readonly password: string
  readonly remember: boolean
  /** Back to the login form (another account, another password). */
  readonly onBack: () => void
}

/** How each method's proof is asked: label, keyboard and autofill. */
const proofInput: Readonly<
  Record<
    VerificationMethod,
    { readonly label: string; readonly autoComplete: string; readonly inputMode: "numeric" | "email" | "text" }
  >
> = {
  sms: { label: "sms_code", autoComplete: "one-time-code", inputMode: "numeric" },
  email: { label: "email", autoComplete: "email", inputMode: "email" },
  bankAccountName: { label: "bank_account_name", autoComplete: "name", inputMode: "text" },
  google: { label: "google_code", autoComplete: "one-time-code", inputMode: "numeric" },
}

/** The step. */
export function SecondVerification({ username, password, remember, onBack }: SecondVerificationProps) {
  const t = useT("verification")
  const s = useCore()
  const methods = s.session.secondVerification ?? []
  const [picked, setPicked] = useState<VerificationMethod | undefined>(undefined)
  const titleId = useId()
  const method = picked !== undefined && methods.includes(picked) ? picked : methods[0]
  if (method === undefined) return null
  return (
    <section className="second-verification" aria-labelledby={titleId}>
      <h3 id={titleId} className="second-verification-title">
        {t("title")}
      </h3>
      <p className="second-verification-lead">{t("lead")}</p>
      {methods.length > 1 && (
        <fieldset className="choice-grid second-verification-methods">
          <legend className="visually-hidden">{t("method")}</legend>
          {methods.map((m) => (
            <label key={m} className={`method-choice ${m === method ? "method-choice-on" : ""}`.trim()}>
              <input type="radio" name="verifyType" value={m} checked={m === method} onChange={() => setPicked(m)} />
              <span>{t(`method_${m}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <ProofForm
        key={method}
        s={s}
        method={method}
        username={username}
        password={password}
        remember={remember}
        onBack={onBack}
      />
    </section>
  )
}

function ProofForm({
  s,
  method,
  username,
  password,
  remember,
  onBack,
}: SecondVerificationProps & { readonly s: State; readonly method: VerificationMethod }) {
  const t = useT("verification")
  const [dialing, setDialing] = useDialingCode(s.session.remembered?.countryDialingCode)
  const rules = s.settings.registerRules
  const { form, bind, refusal, onSubmit } = useAccountForm(
    "verification",
    { mobileNum: "", code: "" },
    (v) => validateSecondVerification(method, v, rules),
    (value) =>
      verifyNewIp({
        username,
        password,
        method,
        code: value.code,
        remember,
        ...(method === "sms" ? { countryDialingCode: dialing } : {}),
      }),
  )
  const mobileInvalid =
    method === "sms" &&
    validateSecondVerification("sms", { mobileNum: form.values.mobileNum, code: "x" }, rules)._tag === "Invalid"
  const spec = proofInput[method]
  return (
    <form className="second-verification-form" noValidate onSubmit={onSubmit}>
      {method === "sms" && (
        <Field
          label={t("mobile")}
          name="mobileNum"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...bind("mobileNum")}
          leading={<DialingCodeSelect value={dialing} onChange={setDialing} />}
        />
      )}
      <Field
        label={t(spec.label)}
        name="verifyCode"
        type={method === "email" ? "email" : "text"}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        {...bind("code")}
        {...(method === "sms"
          ? {
              trailing: (
                <SmsCodeButton
                  purpose="login"
                  mobileNum={form.values.mobileNum}
                  countryDialingCode={dialing}
                  disabled={mobileInvalid}
                />
              ),
            }
          : {})}
      />
      <RefusalAndSubmit refusal={refusal} busy={form.submitting || s.session.pending} label={t("submit")} />
      <Button variant="link" className="second-verification-back" onClick={onBack}>
        {t("back")}
      </Button>
    </form>
  )
}
