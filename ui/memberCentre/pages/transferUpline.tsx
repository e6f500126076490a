/**
 * Transfer to the upline (spec section 2 `transferUpline`, section 4: agents transfer to downline and upline; shown
 * only to members with an upline to transfer to, core's permissions): the amount, at most the main wallet's balance
 * (checked as it is typed by core's validation/Amount), confirmed by the payment password (set here first when there
 * is none). The call carries an idempotency key kept until the platform answers.
 */
import { useEffect, useState } from "react"
import { useSnapshot } from "valtio"
import { toDecimalText } from "../../../core/model/Money.ts"
import type { State } from "../../../core/state/State.ts"
import { validateAmount } from "../../../core/validation/Amount.ts"
import { transferable } from "../../../core/workflows/transferToUpline.ts"
import { FormAlert } from "../../accounts/FormAlert.tsx"
import { loadWithdrawalInfo, transferToUpline } from "../../actions/money.ts"
import type { MoneyOutcome } from "../../actions/moneyOutcome.ts"
import { loadWallets } from "../../actions/wallet.ts"
import { Button } from "../../components/Button.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { PasswordField } from "../../forms/PasswordField.tsx"
import { amount } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { view } from "../../state/mirror.ts"
import { AmountField } from "../parts/AmountField.tsx"
import { PaymentPasswordForm } from "../parts/PaymentPasswordForm.tsx"
import { useAmountProblemText } from "../parts/useAmountProblemText.ts"
import { useMoneyText } from "../parts/useMoneyText.ts"
import { useSubmitOnce } from "../parts/useSubmitOnce.ts"
import "../parts/MoneyPage.css"

/** The page. */
export default function TransferUpline() {
  const t = useT("memberCentre")
  const problemText = useAmountProblemText()
  const text = useMoneyText()
  const s = useSnapshot(view) as unknown as State
  const sym = s.wallet.currencySymbol
  const available = transferable(s)
  const info = s.funds.withdrawalInfo
  const [value, setValue] = useState("")
  const [password, setPassword] = useState("")
  const [touched, setTouched] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [outcome, setOutcome] = useState<MoneyOutcome<unknown> | undefined>(undefined)
  const [done, setDone] = useState<string | undefined>(undefined)
  useEffect(() => {
    void loadWallets()
    void loadWithdrawalInfo()
  }, [])
  const result = validateAmount(value, { balance: available })
  const amountMessage = (touched || submitted) && result._tag === "Invalid" ? problemText(result.problem) : undefined
  const passwordMessage = submitted && password === "" ? t("required") : undefined

  const [submit, busy] = useSubmitOnce(async () => {
    setSubmitted(true)
    setDone(undefined)
    if (result._tag === "Invalid" || password === "") return
    const o = await transferToUpline({ amount: result.value, paymentPassword: password })
    setOutcome(o)
    if (o._tag === "Done") {
      setDone(t("upline_done", { amount: `${sym} ${amount(result.value)}` }))
      setValue("")
      setPassword("")
      setTouched(false)
      setSubmitted(false)
    }
  })

  return (
    <div className="mcp">
      <div className="mcp-summary">
        <div className="mcp-summary-item mcp-summary-total">
          <span className="mcp-summary-label">{t("transferable")}</span>
          <span className="mcp-summary-value">
            {available === undefined ? <Skeleton width={140} height={28} /> : `${sym} ${amount(available)}`}
          </span>
        </div>
      </div>
      {info !== undefined && info.hasPaymentPassword !== true ? (
        <section className="mcp-card" aria-labelledby="mcp-set-pay">
          <h4 id="mcp-set-pay">{t("set_payment_password")}</h4>
          <p className="mcp-note">{t("payment_password_needed")}</p>
          <PaymentPasswordForm isSet={false} />
        </section>
      ) : (
        <section className="mcp-card" aria-labelledby="mcp-upline">
          <h4 id="mcp-upline">{t("to_upline")}</h4>
          <form
            className="mcp-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              void submit()
            }}
          >
            <AmountField
              label={t("amount")}
              value={value}
              onChange={(v) => {
                setValue(v)
                setTouched(true)
              }}
              onBlur={() => setTouched(true)}
              message={amountMessage}
              currencySymbol={sym}
              onMax={
                available === undefined
                  ? undefined
                  : () => {
                      setValue(toDecimalText(available))
                      setTouched(true)
                    }
              }
            />
            <PasswordField
              label={t("payment_password")}
              autoComplete="off"
              inputMode="numeric"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              message={passwordMessage}
            />
            <FormAlert text={text(outcome)} />
            {done !== undefined && (
              <p className="mcp-success" role="status">
                {done}
              </p>
            )}
            <Button type="submit" variant="primary" block busy={busy}>
              {t("upline_submit")}
            </Button>
          </form>
        </section>
      )}
    </div>
  )
}
