/**
 * Withdraw (spec section 2 `withdraw`, section 4 "Withdrawal confirmation"; issue 7): the bank account, the amount
 * within the limits and what may be withdrawn (checked as it is typed by core's validation/Amount), the payment
 * password (set here first when there is none), the pending order until the platform pays it (followed on a timer),
 * then the confirmation of receipt (parts/ConfirmReceipt); and, beyond the spec, the cancellation of a pending
 * withdrawal with the money back in the main wallet. Money calls carry an idempotency key kept until the platform
 * answers, so a double click or a retry after a dropped link never moves the money twice.
 */
import { lazy, Suspense, useEffect, useState } from "react"
import { useSnapshot } from "valtio"
import { toDecimalText } from "../../../core/model/Money.ts"
import { canCancel, type Withdrawal, type WithdrawalInfo } from "../../../core/model/Withdrawal.ts"
import { hasPendingWithdrawal } from "../../../core/projections/pendingFunds.ts"
import type { State } from "../../../core/state/State.ts"
import { validateAmount } from "../../../core/validation/Amount.ts"
import { FormAlert } from "../../accounts/FormAlert.tsx"
import { cancelWithdrawal, followWithdrawals, loadWithdrawPage, withdraw } from "../../actions/money.ts"
import type { MoneyOutcome } from "../../actions/moneyOutcome.ts"
import { Button } from "../../components/Button.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { PasswordField } from "../../forms/PasswordField.tsx"
import { amount } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { view } from "../../state/mirror.ts"
import { AmountField } from "../parts/AmountField.tsx"
import { ConfirmReceipt } from "../parts/ConfirmReceipt.tsx"
import { orderTime } from "../parts/orderTime.ts"
import { PaymentPasswordForm } from "../parts/PaymentPasswordForm.tsx"
import { StatusBadge } from "../parts/StatusBadge.tsx"
import { useAmountProblemText } from "../parts/useAmountProblemText.ts"
import { useFollow } from "../parts/useFollow.ts"
import { useMoneyText } from "../parts/useMoneyText.ts"
import { useSubmitOnce } from "../parts/useSubmitOnce.ts"
import "../parts/MoneyPage.css"

const Dialog = lazy(() => import("../../components/Dialog.tsx").then((m) => ({ default: m.Dialog })))

/** The page. */
export default function WithdrawPage() {
  const t = useT("memberCentre")
  const s = useSnapshot(view) as unknown as State
  const f = s.funds
  const info = f.withdrawalInfo
  useEffect(() => {
    void loadWithdrawPage()
  }, [])
  useFollow(hasPendingWithdrawal(s), followWithdrawals)

  return (
    <div className="mcp">
      {f.confirmations.length > 0 && (
        <section className="mcp-card" aria-labelledby="mcp-confirm">
          <h4 id="mcp-confirm">{t("awaiting_confirmation")}</h4>
          <p className="mcp-empty">{t("awaiting_confirmation_help")}</p>
          <ul className="mcp-orders">
            {f.confirmations.map((w) => (
              <ConfirmReceipt key={w.id} withdrawal={w} />
            ))}
          </ul>
        </section>
      )}
      {info === undefined ? (
        <div className="mcp-card" role="status" aria-label={t("loading_withdraw")}>
          <Skeleton height={64} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      ) : info.hasPaymentPassword !== true ? (
        <section className="mcp-card" aria-labelledby="mcp-set-pay">
          <h4 id="mcp-set-pay">{t("set_payment_password")}</h4>
          <p className="mcp-note">{t("payment_password_needed")}</p>
          <PaymentPasswordForm isSet={false} />
        </section>
      ) : (
        <WithdrawForm info={info} currencySymbol={s.wallet.currencySymbol} />
      )}
      <History rows={f.withdrawals.rows} loaded={f.withdrawals.loaded} currencySymbol={s.wallet.currencySymbol} />
    </div>
  )
}

/** Account, amount, payment password, request. */
function WithdrawForm({ info, currencySymbol }: { readonly info: WithdrawalInfo; readonly currencySymbol: string }) {
  const t = useT("memberCentre")
  const problemText = useAmountProblemText()
  const text = useMoneyText()
  const accounts = info.bankAccounts ?? []
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? "")
  const [value, setValue] = useState("")
  const [password, setPassword] = useState("")
  const [touched, setTouched] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [outcome, setOutcome] = useState<MoneyOutcome<Withdrawal> | undefined>(undefined)
  const bounds = {
    min: info.minAmount ?? undefined,
    max: info.maxAmount ?? undefined,
    balance: info.withdrawable ?? undefined,
  }
  const result = validateAmount(value, bounds)
  const amountMessage = (touched || submitted) && result._tag === "Invalid" ? problemText(result.problem) : undefined
  const passwordMessage = submitted && password.trim() === "" ? t("required") : undefined
  const accountMessage = submitted && accountId === "" ? t("error.account_required") : undefined
  const hint = [
    info.minAmount != null && info.maxAmount != null
      ? t("limits", { min: amount(info.minAmount), max: amount(info.maxAmount) })
      : undefined,
    info.withdrawable != null
      ? t("withdrawable", { amount: `${currencySymbol} ${amount(info.withdrawable)}` })
      : undefined,
    info.dailyCountLeft != null ? t("daily_left", { count: info.dailyCountLeft }) : undefined,
  ]
    .filter((x) => x !== undefined)
    .join(" · ")

  const [submit, busy] = useSubmitOnce(async () => {
    setSubmitted(true)
    if (result._tag === "Invalid" || accountId === "" || password.trim() === "") return
    const o = await withdraw({ bankAccountId: accountId, amount: result.value, paymentPassword: password })
    setOutcome(o)
    if (o._tag === "Done") {
      setValue("")
      setPassword("")
      setTouched(false)
      setSubmitted(false)
    }
  })

  return (
    <section className="mcp-card" aria-labelledby="mcp-withdraw-form">
      <h4 id="mcp-withdraw-form">{t("new_withdrawal")}</h4>
      <form
        className="mcp-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        {accounts.length === 0 ? (
          <p className="mcp-note">{t("no_bank_accounts")}</p>
        ) : (
          <fieldset className="mcp-choices">
            <legend>{t("bank_account")}</legend>
            {accounts.map((a) => (
              <label key={a.id} className="mcp-choice">
                <input
                  type="radio"
                  name="withdraw-account"
                  value={a.id}
                  checked={a.id === accountId}
                  onChange={() => setAccountId(a.id)}
                />
                <span className="mcp-choice-title">{a.bankName ?? "—"}</span>
                <span className="mcp-choice-sub">
                  {a.accountName ?? ""} {a.accountNumber ?? ""}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {accountMessage !== undefined && (
          <p className="field-message" role="alert">
            {accountMessage}
          </p>
        )}
        <AmountField
          label={t("amount")}
          value={value}
          onChange={(v) => {
            setValue(v)
            setTouched(true)
          }}
          onBlur={() => setTouched(true)}
          message={amountMessage}
          hint={hint}
          currencySymbol={currencySymbol}
          onMax={
            info.withdrawable == null
              ? undefined
              : () => {
                  const most = Math.min(info.withdrawable ?? 0, info.maxAmount ?? Number.MAX_SAFE_INTEGER)
                  setValue(toDecimalText(Math.max(0, most)))
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
        {outcome?._tag === "Done" && (
          <p className="mcp-success" role="status">
            {t("withdraw_pending", {
              amount: `${currencySymbol} ${amount(outcome.value.amount)}`,
              id: outcome.value.id,
            })}
          </p>
        )}
        <Button type="submit" variant="primary" block busy={busy}>
          {t("withdraw_submit")}
        </Button>
      </form>
    </section>
  )
}

/** The recent withdrawals; a pending one can be cancelled. */
function History({
  rows,
  loaded,
  currencySymbol,
}: {
  readonly rows: ReadonlyArray<Withdrawal>
  readonly loaded: boolean
  readonly currencySymbol: string
}) {
  const t = useT("memberCentre")
  const common = useT("common")
  const text = useMoneyText()
  const [asking, setAsking] = useState<Withdrawal | undefined>(undefined)
  const [outcome, setOutcome] = useState<MoneyOutcome<unknown> | undefined>(undefined)
  return (
    <section className="mcp-card" aria-labelledby="mcp-withdrawals">
      <h4 id="mcp-withdrawals">{t("recent_withdrawals")}</h4>
      <FormAlert text={text(outcome)} />
      {outcome?._tag === "Done" && (
        <p className="mcp-success" role="status">
          {t("withdraw_cancelled")}
        </p>
      )}
      {!loaded ? (
        <Skeleton height={56} />
      ) : rows.length === 0 ? (
        <p className="mcp-empty">{t("no_withdrawals")}</p>
      ) : (
        <ul className="mcp-orders">
          {rows.map((w) => (
            <li key={w.id} className="mcp-order">
              <div className="mcp-order-main">
                <span className="mcp-order-amount">
                  {currencySymbol} {amount(w.amount)}
                </span>
                <span className="mcp-order-sub">
                  {w.bankName ?? "—"} {w.accountNumber ?? ""} · {orderTime(w.createTime)} · #{w.id}
                </span>
              </div>
              <div className="mcp-order-side">
                <StatusBadge status={w.confirmation != null && w.status === "APPROVED" ? w.confirmation : w.status} />
                {canCancel(w) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setAsking(w)}
                    aria-label={t("cancel_withdrawal_of", { id: w.id })}
                  >
                    {t("cancel_withdrawal")}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {asking !== undefined && (
        <Suspense fallback={null}>
          <Dialog
            title={t("cancel_withdrawal")}
            message={t("cancel_withdrawal_confirm", { amount: `${currencySymbol} ${amount(asking.amount)}` })}
            confirmLabel={t("cancel_withdrawal")}
            cancelLabel={common("close")}
            onConfirm={async () => {
              setOutcome(await cancelWithdrawal(asking.id))
              setAsking(undefined)
            }}
            onCancel={() => setAsking(undefined)}
          />
        </Suspense>
      )}
    </section>
  )
}
