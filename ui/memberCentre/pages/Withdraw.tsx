/**
 * Withdraw (spec section 2 `withdraw`, section 4 "Withdrawal confirmation"): the bank account, the amount
 * within the limits and what may be withdrawn (checked as it is typed by core's validation/Amount), the payment
 * password (set here first when there is none), the pending order until the platform pays it (followed on a timer),
 * then the confirmation of receipt (parts/ConfirmReceipt); and, beyond the spec, the cancellation of a pending
 * withdrawal with the money back in the main wallet. Money calls carry an idempotency key kept until the platform
 * answers, so a double click or a retry after a dropped link never moves the money twice.
 */
import { useEffect, useState } from "react"
import { canCancel, type Withdrawal, type WithdrawalInfo } from "../../../core/model/Withdrawal.ts"
import { hasPendingWithdrawal } from "../../../core/projections/pendingFunds.ts"
import { FormAlert } from "../../accounts/FormAlert.tsx"
import { cancelWithdrawal, followWithdrawals, loadWithdrawPage, withdraw } from "../../actions/money.ts"
import type { MoneyOutcome } from "../../actions/moneyOutcome.ts"
import { Button } from "../../components/Button.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { useSubmitOnce } from "../../forms/useSubmitOnce.ts"
import { amount } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { ChoiceList } from "../parts/ChoiceList.tsx"
import { ConfirmReceipt } from "../parts/ConfirmReceipt.tsx"
import { OrderList } from "../parts/OrderList.tsx"
import { orderTime } from "../parts/orderTime.ts"
import { PaymentPasswordForm } from "../parts/PaymentPasswordForm.tsx"
import { PaymentTransferForm } from "../parts/PaymentTransferForm.tsx"
import { useFollow } from "../parts/useFollow.ts"
import { useMoneyText } from "../parts/useMoneyText.ts"
import { usePaymentTransfer } from "../parts/usePaymentTransfer.ts"
import "../parts/MoneyPage.css"
import { Dialog } from "../../components/Dialog.tsx"
import { useCore } from "../../state/useCore.ts"

/** The page. */
export default function WithdrawPage() {
  const t = useT("memberCentre")
  const s = useCore()
  const f = s.funds
  const info = f.withdrawalInfo
  useEffect(() => {
    void loadWithdrawPage()
  }, [])
  useFollow(hasPendingWithdrawal(s), followWithdrawals)

  return (
    <div className="mcp">
      {f.confirmations.length > 0 && (
        <section className="card mcp-card" aria-labelledby="mcp-confirm">
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
        <div className="card mcp-card" role="status" aria-label={t("loading_withdraw")}>
          <Skeleton height={64} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      ) : info.hasPaymentPassword !== true ? (
        <section className="card mcp-card" aria-labelledby="mcp-set-pay">
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
  const text = useMoneyText()
  const accounts = info.bankAccounts ?? []
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? "")
  const fields = usePaymentTransfer({
    min: info.minAmount ?? undefined,
    max: info.maxAmount ?? undefined,
    balance: info.withdrawable ?? undefined,
  })
  const [outcome, setOutcome] = useState<MoneyOutcome<Withdrawal> | undefined>(undefined)
  const accountMessage = fields.submitted && accountId === "" ? t("error.account_required") : undefined
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
  const most =
    info.withdrawable == null
      ? undefined
      : Math.max(0, Math.min(info.withdrawable, info.maxAmount ?? Number.MAX_SAFE_INTEGER))

  const [submit, busy] = useSubmitOnce(async () => {
    const form = fields.check()
    if (form === undefined || accountId === "") return
    const o = await withdraw({ bankAccountId: accountId, ...form })
    setOutcome(o)
    if (o._tag === "Done") fields.clear()
  })

  return (
    <section className="card mcp-card" aria-labelledby="mcp-withdraw-form">
      <h4 id="mcp-withdraw-form">{t("new_withdrawal")}</h4>
      <PaymentTransferForm
        fields={fields}
        amountLabel={t("amount")}
        passwordLabel={t("payment_password")}
        submitLabel={t("withdraw_submit")}
        currencySymbol={currencySymbol}
        most={most}
        hint={hint}
        failure={text(outcome)}
        success={
          outcome?._tag === "Done"
            ? t("withdraw_pending", {
                amount: `${currencySymbol} ${amount(outcome.value.amount)}`,
                id: outcome.value.id,
              })
            : undefined
        }
        busy={busy}
        onSubmit={() => void submit()}
      >
        {accounts.length === 0 ? (
          <p className="mcp-note">{t("no_bank_accounts")}</p>
        ) : (
          <ChoiceList
            legend={t("bank_account")}
            name="withdraw-account"
            chosen={accountId}
            onChoose={setAccountId}
            choices={accounts.map((a) => ({
              id: a.id,
              title: a.bankName ?? "—",
              sub: `${a.accountName ?? ""} ${a.accountNumber ?? ""}`,
            }))}
          />
        )}
        {accountMessage !== undefined && (
          <p className="field-message" role="alert">
            {accountMessage}
          </p>
        )}
      </PaymentTransferForm>
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
    <section className="card mcp-card" aria-labelledby="mcp-withdrawals">
      <h4 id="mcp-withdrawals">{t("recent_withdrawals")}</h4>
      <FormAlert text={text(outcome)} />
      {outcome?._tag === "Done" && (
        <p className="alert alert-success mcp-success" role="status">
          {t("withdraw_cancelled")}
        </p>
      )}
      <OrderList
        loaded={loaded}
        empty={t("no_withdrawals")}
        lines={rows.map((w) => ({
          id: w.id,
          amount: `${currencySymbol} ${amount(w.amount)}`,
          sub: `${w.bankName ?? "—"} ${w.accountNumber ?? ""} · ${orderTime(w.createTime)} · #${w.id}`,
          status: w.confirmation != null && w.status === "APPROVED" ? w.confirmation : w.status,
          action: canCancel(w) && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setAsking(w)}
              aria-label={t("cancel_withdrawal_of", { id: w.id })}
            >
              {t("cancel_withdrawal")}
            </Button>
          ),
        }))}
      />
      {asking !== undefined && (
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
      )}
    </section>
  )
}
