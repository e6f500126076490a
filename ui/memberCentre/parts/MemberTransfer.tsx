/**
 * Money from the main wallet to another member of the agent tree (spec section 4: "Agents can transfer to downline
 * and upline"), the body of the member centre's transfer to the upline and of the agent centre's transfer to a
 * downline, which differ only in their words, their call and their frame: what may be transferred (core's
 * `transferable`, the main wallet's balance), then, when the member has a payment password, the amount (at most that
 * balance, checked as it is typed by core's validation/Amount) and the password (PaymentTransferForm); without one,
 * what the page puts in its place. It loads the wallets and whether a payment password is set. One submission at a
 * time; core keeps the transfer's idempotency key until the platform answers, so a retry never moves money twice.
 * After the money went it says so and empties the fields.
 */
import { type ReactNode, useEffect, useState } from "react"
import { transferable } from "../../../core/workflows/transferToUpline.ts"
import { loadWithdrawalInfo } from "../../actions/money.ts"
import type { MoneyOutcome } from "../../actions/moneyOutcome.ts"
import { loadWallets } from "../../actions/wallet.ts"
import { Skeleton } from "../../components/Skeleton.tsx"
import { useSubmitOnce } from "../../forms/useSubmitOnce.ts"
import { amount } from "../../i18n/format.ts"
import { PaymentTransferForm } from "./PaymentTransferForm.tsx"
import { type PaymentTransferValues, usePaymentTransfer } from "./usePaymentTransfer.ts"
import "./MoneyPage.css"
import { useCore } from "../../state/useCore.ts"

/** The words of a transfer (already translated). */
export interface MemberTransferLabels {
  readonly available: string
  readonly amount: string
  readonly password: string
  readonly submit: string
}

export interface MemberTransferProps {
  readonly labels: MemberTransferLabels
  /** Sends the transfer. */
  readonly send: (values: PaymentTransferValues) => Promise<MoneyOutcome<unknown>>
  /** What went through, given the amount written as the portal writes money. */
  readonly doneText: (money: string) => string
  /** Why the transfer failed; undefined when it did not. */
  readonly failureText: (outcome: MoneyOutcome<unknown> | undefined) => string | undefined
  /** Shown instead of the form when the member has no payment password. */
  readonly withoutPassword: ReactNode
  /** Puts the form where the page wants it (a card under a heading); as it is when not given. */
  readonly frame?: (form: ReactNode) => ReactNode
}

/** The transfer. */
export function MemberTransfer({
  labels,
  send,
  doneText,
  failureText,
  withoutPassword,
  frame = (form) => form,
}: MemberTransferProps) {
  const s = useCore()
  const sym = s.wallet.currencySymbol
  const available = transferable(s)
  const info = s.funds.withdrawalInfo
  const fields = usePaymentTransfer({ balance: available })
  const [outcome, setOutcome] = useState<MoneyOutcome<unknown> | undefined>(undefined)
  const [done, setDone] = useState<string | undefined>(undefined)
  useEffect(() => {
    void loadWallets()
    void loadWithdrawalInfo()
  }, [])

  const [submit, busy] = useSubmitOnce(async () => {
    setDone(undefined)
    setOutcome(undefined)
    const form = fields.check()
    if (form === undefined) return
    const o = await send(form)
    setOutcome(o)
    if (o._tag === "Done") {
      setDone(doneText(`${sym} ${amount(form.amount)}`))
      fields.clear()
    }
  })

  return (
    <div className="mcp">
      <div className="mcp-summary">
        <div className="card mcp-summary-item mcp-summary-total">
          <span className="mcp-summary-label">{labels.available}</span>
          <span className="mcp-summary-value">
            {available === undefined ? <Skeleton width={140} height={28} /> : `${sym} ${amount(available)}`}
          </span>
        </div>
      </div>
      {info !== undefined && info.hasPaymentPassword !== true
        ? withoutPassword
        : frame(
            <PaymentTransferForm
              fields={fields}
              amountLabel={labels.amount}
              passwordLabel={labels.password}
              submitLabel={labels.submit}
              currencySymbol={sym}
              most={available}
              failure={failureText(outcome)}
              success={done}
              busy={busy}
              onSubmit={() => void submit()}
              onAmountEdit={() => setDone(undefined)}
            />,
          )}
    </div>
  )
}
