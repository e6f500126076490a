/**
 * The transfer to a downline (spec section 4: "Agents can transfer to downline and upline"), opened from a row of the
 * team management list: a small dialog over the agent centre with what the agent may transfer (the main wallet's
 * balance, core's `transferable`), the amount (checked as it is typed by core's validation/Amount: format, above zero,
 * not above that balance), the payment password (the member centre sets it; the dialog says so when there is none),
 * and the submit button with its progress. One submission at a time; core keeps the idempotency key of the transfer
 * until the platform answers, so a retry after a dropped link never moves the money twice. After the transfer core
 * refreshes the balance and the list reloads (ui/actions/agentDownlines.ts).
 */
import { useEffect, useRef, useState } from "react"
import { useSnapshot } from "valtio"
import { toDecimalText } from "../../core/model/Money.ts"
import type { State } from "../../core/state/State.ts"
import { validateAmount } from "../../core/validation/Amount.ts"
import { transferable } from "../../core/workflows/transferToUpline.ts"
import { FormAlert } from "../accounts/FormAlert.tsx"
import { useRefusalText } from "../accounts/useRefusalText.ts"
import { transferToDownline } from "../actions/agentDownlines.ts"
import { loadWithdrawalInfo } from "../actions/money.ts"
import type { MoneyOutcome } from "../actions/moneyOutcome.ts"
import { loadWallets } from "../actions/wallet.ts"
import { Button } from "../components/Button.tsx"
import { Modal } from "../components/Modal.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { PasswordField } from "../forms/PasswordField.tsx"
import { useProblemText } from "../forms/useProblemText.ts"
import { amount } from "../i18n/format.ts"
import { useT } from "../i18n/useT.ts"
import { AmountField } from "../memberCentre/parts/AmountField.tsx"
import { useAmountProblemText } from "../memberCentre/parts/useAmountProblemText.ts"
import { useSubmitOnce } from "../memberCentre/parts/useSubmitOnce.ts"
import { view } from "../state/mirror.ts"
import { useRefocusAfter } from "./useRefocusAfter.ts"
import "../memberCentre/parts/MoneyPage.css"

export interface DownlineTransferProps {
  /** The downline's account. */
  readonly downline: string
  readonly onClose: () => void
}

/** The dialog. */
export function DownlineTransfer({ downline, onClose }: DownlineTransferProps) {
  const t = useT("agentCentre")
  const amountText = useAmountProblemText()
  const problemText = useProblemText()
  const refusal = useRefusalText("agentCentre")
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
  const submitButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    void loadWallets()
    void loadWithdrawalInfo()
  }, [])

  const result = validateAmount(value, { balance: available })
  const amountMessage = (touched || submitted) && result._tag === "Invalid" ? amountText(result.problem) : undefined
  const passwordMessage = submitted && password === "" ? problemText({ key: "input_required", params: {} }) : undefined
  const failure = outcome?._tag === "Network" ? `${refusal(outcome)} ${t("transfer_retry_safe")}` : refusal(outcome)

  const [submit, busy] = useSubmitOnce(async () => {
    setSubmitted(true)
    setDone(undefined)
    setOutcome(undefined)
    if (result._tag === "Invalid" || password === "") return
    const o = await transferToDownline({ downline, amount: result.value, paymentPassword: password })
    setOutcome(o)
    if (o._tag === "Done") {
      setDone(t("transfer_done", { amount: `${sym} ${amount(result.value)}`, account: downline }))
      setValue("")
      setPassword("")
      setTouched(false)
      setSubmitted(false)
    }
  })
  useRefocusAfter(busy, submitButton)

  return (
    <Modal title={t("transfer_to", { account: downline })} onClose={onClose} width={420} className="ac-transfer">
      <div className="mcp">
        <div className="mcp-summary">
          <div className="mcp-summary-item mcp-summary-total">
            <span className="mcp-summary-label">{t("transfer_available")}</span>
            <span className="mcp-summary-value">
              {available === undefined ? <Skeleton width={140} height={28} /> : `${sym} ${amount(available)}`}
            </span>
          </div>
        </div>
        {info !== undefined && info.hasPaymentPassword !== true ? (
          <p className="mcp-note" role="status">
            {t("transfer_payment_password_needed")}
          </p>
        ) : (
          <form
            className="mcp-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              void submit()
            }}
          >
            <AmountField
              label={t("transfer_amount")}
              value={value}
              onChange={(v) => {
                setValue(v)
                setTouched(true)
                setDone(undefined)
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
              label={t("transfer_payment_password")}
              autoComplete="off"
              inputMode="numeric"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              message={passwordMessage}
            />
            <FormAlert text={failure} />
            {done !== undefined && (
              <p className="mcp-success" role="status">
                {done}
              </p>
            )}
            <Button ref={submitButton} type="submit" variant="primary" block busy={busy}>
              {t("transfer_submit")}
            </Button>
          </form>
        )}
      </div>
    </Modal>
  )
}
