/**
 * The agent centre's register centre (spec section 2 agent menu "account (register center)", page `registerCenter`):
 * the agent opens a member account below itself. The fields and their checks are the member registration's, under the
 * brand's rules (core's validation/DownlineRegisterForm.ts): username, password and its confirmation, and the payee
 * name, mobile number and e-mail when the brand enables them (marked optional when it does not require them). Each
 * field says what is wrong as it is typed or left, and all of them on submit; the submit button shows its progress
 * and cannot send twice. The field labels are the register modal's (the `register` area), so both forms read alike.
 * Once the account is made the page shows it, with a way to team management (where it is listed and can receive a
 * transfer) and a way to register another.
 */
import { useEffect, useRef, useState } from "react"
import type { DownlineRegistered, DownlineRegistrationRequest } from "../../../core/model/DownlineRegistration.ts"
import { registerFieldRequired } from "../../../core/permissions/features.ts"
import type { State } from "../../../core/state/State.ts"
import {
  type DownlineRegisterField,
  downlineRegisterFieldOrder,
  downlineRegisterFields,
  validateDownlineRegister,
} from "../../../core/validation/DownlineRegisterForm.ts"
import { FormAlert } from "../../accounts/FormAlert.tsx"
import { focusFirstInvalid } from "../../accounts/focusFirstInvalid.ts"
import { useRefusalText } from "../../accounts/useRefusalText.ts"
import { selectAgentPage } from "../../actions/agentCentre.ts"
import { registerDownline } from "../../actions/agentDownlines.ts"
import type { MoneyOutcome } from "../../actions/moneyOutcome.ts"
import { Button } from "../../components/Button.tsx"
import { Field } from "../../components/Field.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { PasswordField } from "../../forms/PasswordField.tsx"
import { useForm } from "../../forms/useForm.ts"
import { useProblemText } from "../../forms/useProblemText.ts"
import { useRefocusAfter } from "../../forms/useRefocusAfter.ts"
import { useT } from "../../i18n/useT.ts"
import "../../forms/forms.css"
import { useCore } from "../../state/useCore.ts"

/** How each field is typed: the register modal's label key, input type, keyboard and autofill. */
const inputs: Readonly<
  Record<
    DownlineRegisterField,
    {
      readonly label: string
      readonly autoComplete: string
      readonly type?: "password" | "tel" | "email"
      readonly inputMode?: "text" | "tel" | "email"
    }
  >
> = {
  username: { label: "username", autoComplete: "off" },
  password: { label: "password", autoComplete: "new-password", type: "password" },
  confirmPassword: { label: "confirm_password", autoComplete: "new-password", type: "password" },
  payeeName: { label: "payee_name", autoComplete: "off" },
  mobileNum: { label: "mobile", autoComplete: "off", type: "tel", inputMode: "tel" },
  email: { label: "email", autoComplete: "off", type: "email", inputMode: "email" },
}

const emptyValues = Object.fromEntries(downlineRegisterFieldOrder.map((f) => [f, ""])) as Readonly<
  Record<DownlineRegisterField, string>
>

/** The page. */
export default function RegisterAccount() {
  const t = useT("agentCentre")
  const s = useCore()
  const [made, setMade] = useState<DownlineRegistered | undefined>(undefined)
  const [round, setRound] = useState(0)
  const next = useRef<HTMLButtonElement>(null)
  // The form gives way to the account made: the way on takes the focus, so the keyboard stays in the centre.
  useEffect(() => {
    if (made !== undefined) next.current?.focus()
  }, [made])
  return (
    <div className="ac-page">
      <section className="card ac-panel" aria-labelledby="ac-register-title">
        <h4 id="ac-register-title" className="ac-panel-title">
          {t("reg_title")}
        </h4>
        <p className="muted-note ac-muted">{t("reg_intro")}</p>
        {made !== undefined ? (
          <div className="ac-register-done" role="status">
            <p className="ac-register-done-title">{t("reg_done", { account: made.account })}</p>
            <p>{t("reg_done_hint")}</p>
            <div className="row-spread ac-actions">
              <Button ref={next} variant="primary" onClick={() => selectAgentPage("downlineManagmentView")}>
                {t("reg_view_team")}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setMade(undefined)
                  setRound((n) => n + 1)
                }}
              >
                {t("reg_another")}
              </Button>
            </div>
          </div>
        ) : !s.settings.loaded ? (
          <div className="form-column ac-register-skeleton" role="status" aria-label={t("loading")}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={44} />
            ))}
          </div>
        ) : (
          <RegisterForm key={round} s={s} onMade={setMade} />
        )}
      </section>
    </div>
  )
}

function RegisterForm({ s, onMade }: { readonly s: State; readonly onMade: (made: DownlineRegistered) => void }) {
  const t = useT("agentCentre")
  const labels = useT("register")
  const problemText = useProblemText()
  const refusal = useRefusalText("agentCentre")
  const rules = s.settings.registerRules
  const fields = downlineRegisterFields(rules)
  const [outcome, setOutcome] = useState<MoneyOutcome<DownlineRegistered> | undefined>(undefined)
  const form = useForm<DownlineRegisterField, DownlineRegistrationRequest>(emptyValues, (v) =>
    validateDownlineRegister(v, rules),
  )
  const submitButton = useRef<HTMLButtonElement>(null)
  useRefocusAfter(form.submitting, submitButton)
  const optional = (f: DownlineRegisterField) =>
    (f === "payeeName" || f === "email") && !registerFieldRequired(s, f) ? { hint: labels("optional") } : {}

  return (
    <form
      className="form-column ac-register-form"
      noValidate
      aria-label={t("reg_title")}
      onSubmit={(e) => {
        e.preventDefault()
        setOutcome(undefined)
        if (validateDownlineRegister(form.values, rules)._tag === "Invalid") focusFirstInvalid(e.currentTarget)
        void form.submit(async (value) => {
          const o = await registerDownline(value)
          setOutcome(o)
          if (o._tag === "Done") onMade(o.value)
        })
      }}
    >
      {fields.map((f) => {
        const spec = inputs[f]
        const common = {
          label: labels(spec.label),
          name: f,
          autoComplete: spec.autoComplete,
          value: form.values[f],
          onChange: (e: { target: { value: string } }) => form.set(f, e.target.value),
          onBlur: () => form.touch(f),
          message: problemText(form.problem(f)),
          ...optional(f),
        }
        if (spec.type === "password") return <PasswordField key={f} {...common} />
        return (
          <Field
            key={f}
            {...common}
            {...(spec.type === undefined ? {} : { type: spec.type })}
            {...(spec.inputMode === undefined ? {} : { inputMode: spec.inputMode })}
            autoCapitalize="none"
            spellCheck={false}
          />
        )
      })}
      <FormAlert text={refusal(outcome)} />
      <Button ref={submitButton} type="submit" variant="primary" block busy={form.submitting}>
        {t("reg_submit")}
      </Button>
    </form>
  )
}
