/**
 * Sets or changes the payment password that confirms withdrawals and transfers to the upline (core
 * `setPaymentPassword`): the login password proves it is the member, the new one is typed twice and must match
 * ('inconsistent_twice', spec section 8). Passwords travel only in the encrypted call, never in state.
 */

import { useRef, useState } from "react"
import { accountCodes } from "../../../core/contract/ErrorCode.ts"
import { FormAlert } from "../../accounts/FormAlert.tsx"
import { setPaymentPassword } from "../../actions/money.ts"
import type { MoneyOutcome } from "../../actions/moneyOutcome.ts"
import { Button } from "../../components/Button.tsx"
import { PasswordField } from "../../forms/PasswordField.tsx"
import { SubmitForm } from "../../forms/SubmitForm.tsx"
import { useRefocusAfter } from "../../forms/useRefocusAfter.ts"
import { useSubmitOnce } from "../../forms/useSubmitOnce.ts"
import { useT } from "../../i18n/useT.ts"
import { useMoneyText } from "./useMoneyText.ts"

/** The form; `isSet` says whether one exists (the button says "change" then). */
export function PaymentPasswordForm({ isSet, onDone }: { readonly isSet: boolean; readonly onDone?: () => void }) {
  const t = useT("memberCentre")
  const errors = useT("errors")
  const text = useMoneyText()
  const [login, setLogin] = useState("")
  const [pay, setPay] = useState("")
  const [confirm, setConfirm] = useState("")
  const [submitted, setSubmitted] = useState(false)
  const [outcome, setOutcome] = useState<MoneyOutcome<unknown> | undefined>(undefined)
  const required = t("required")
  const loginMessage = submitted && login === "" ? required : undefined
  const payMessage = submitted && pay === "" ? required : undefined
  const confirmMessage =
    confirm !== "" && confirm !== pay
      ? errors(accountCodes.inconsistentTwice)
      : submitted && confirm === ""
        ? required
        : undefined

  const [submit, busy] = useSubmitOnce(async () => {
    setSubmitted(true)
    if (login === "" || pay === "" || confirm !== pay) return
    const o = await setPaymentPassword({ loginPassword: login, paymentPassword: pay, confirmPaymentPassword: confirm })
    setOutcome(o)
    if (o._tag === "Done") {
      setLogin("")
      setPay("")
      setConfirm("")
      setSubmitted(false)
      onDone?.()
    }
  })
  const submitButton = useRef<HTMLButtonElement>(null)
  useRefocusAfter(busy, submitButton)

  return (
    <SubmitForm className="mcp-form" onSubmit={() => void submit()}>
      <PasswordField
        label={t("login_password")}
        autoComplete="current-password"
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        message={loginMessage}
      />
      <PasswordField
        label={isSet ? t("new_payment_password") : t("payment_password")}
        autoComplete="new-password"
        inputMode="numeric"
        value={pay}
        onChange={(e) => setPay(e.target.value)}
        message={payMessage}
        hint={t("payment_password_hint")}
      />
      <PasswordField
        label={t("confirm_payment_password")}
        autoComplete="new-password"
        inputMode="numeric"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        message={confirmMessage}
      />
      <FormAlert text={text(outcome)} />
      {outcome?._tag === "Done" && (
        <p className="alert alert-success mcp-success" role="status">
          {t("payment_password_saved")}
        </p>
      )}
      <Button ref={submitButton} type="submit" variant="primary" busy={busy}>
        {isSet ? t("change_payment_password") : t("set_payment_password")}
      </Button>
    </SubmitForm>
  )
}
