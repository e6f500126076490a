/**
 * Deposit (spec section 2 `depositv2`): the channels the platform offers with their limits, the selected
 * channel's payee details, the amount (quick amounts within the limits; checked as it is typed by core's
 * validation/Amount), the request, the pending order until the platform approves it (followed on a timer; the
 * balance refreshes when it is approved), and the recent deposits. The request carries an idempotency key kept
 * until the platform answers, so a double click or a retry after a dropped link opens one order.
 */
import { useEffect, useRef, useState } from "react"
import type { DepositChannel } from "../../../core/model/Deposit.ts"
import { toDecimalText, toNumber } from "../../../core/model/Money.ts"
import { hasPendingDeposit } from "../../../core/projections/pendingFunds.ts"
import { FormAlert } from "../../accounts/FormAlert.tsx"
import { deposit, followDeposits, loadDepositPage } from "../../actions/money.ts"
import type { MoneyOutcome } from "../../actions/moneyOutcome.ts"
import { Button } from "../../components/Button.tsx"
import { PressedChoices } from "../../components/PressedChoices.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { SubmitForm } from "../../forms/SubmitForm.tsx"
import { useRefocusAfter } from "../../forms/useRefocusAfter.ts"
import { useSubmitOnce } from "../../forms/useSubmitOnce.ts"
import { amount } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { AmountField } from "../parts/AmountField.tsx"
import { ChoiceList } from "../parts/ChoiceList.tsx"
import { OrderList } from "../parts/OrderList.tsx"
import { orderTime } from "../parts/orderTime.ts"
import { StatusBadge } from "../parts/StatusBadge.tsx"
import { useAmountInput } from "../parts/useAmountInput.ts"
import { useFollow } from "../parts/useFollow.ts"
import { useMoneyText } from "../parts/useMoneyText.ts"
import "../parts/MoneyPage.css"
import { useCore } from "../../state/useCore.ts"

/** Quick amounts offered (major units), kept when they fit the channel's limits. */
const quick = [100, 500, 1000, 5000, 10000]

/** The page. */
export default function DepositPage() {
  const t = useT("memberCentre")
  const s = useCore()
  const f = s.funds
  const sym = s.wallet.currencySymbol
  useEffect(() => {
    void loadDepositPage()
  }, [])
  useFollow(hasPendingDeposit(s), followDeposits)

  return (
    <div className="mcp">
      <LastOrder />
      {!f.channelsLoaded ? (
        <div className="choice-grid mcp-choices" role="status" aria-label={t("loading_channels")}>
          <Skeleton height={72} />
          <Skeleton height={72} />
          <Skeleton height={72} />
        </div>
      ) : f.channels.length === 0 ? (
        <p className="mcp-note">{t("no_channels")}</p>
      ) : (
        <DepositForm channels={f.channels} currencySymbol={sym} />
      )}
      <section className="card mcp-card" aria-labelledby="mcp-deposits">
        <h4 id="mcp-deposits">{t("recent_deposits")}</h4>
        <OrderList
          loaded={f.deposits.loaded}
          empty={t("no_deposits")}
          lines={f.deposits.rows.map((d) => ({
            id: d.id,
            amount: `${sym} ${amount(d.amount)}`,
            sub: `${d.channelName ?? "—"} · ${orderTime(d.createTime)} · #${d.id}`,
            status: d.status,
          }))}
        />
      </section>
    </div>
  )
}

/** The order just made: pending until the platform approves it, then approved (the balance is refreshed). */
function LastOrder() {
  const t = useT("memberCentre")
  const { funds, wallet } = useCore()
  const last = funds.deposit.done
  if (last === undefined) return null
  const now = funds.deposits.rows.find((d) => d.id === last.id) ?? last
  const sym = wallet.currencySymbol
  const money = `${sym} ${amount(now.amount)}`
  return (
    <div className={`mcp-pending ${now.status === "APPROVED" ? "mcp-pending-approved" : ""}`} role="status">
      {now.status === "PENDING" && <Spinner />}
      <p>
        {now.status === "PENDING"
          ? t("deposit_pending", { amount: money, id: now.id })
          : now.status === "APPROVED"
            ? t("deposit_approved", { amount: money, id: now.id })
            : t("deposit_settled", { amount: money, id: now.id })}
      </p>
      <StatusBadge status={now.status} />
    </div>
  )
}

/** Channel, amount, request. */
function DepositForm({
  channels,
  currencySymbol,
}: {
  readonly channels: ReadonlyArray<DepositChannel>
  readonly currencySymbol: string
}) {
  const t = useT("memberCentre")
  const text = useMoneyText()
  const [channelId, setChannelId] = useState(channels[0]?.id ?? "")
  const [outcome, setOutcome] = useState<MoneyOutcome<unknown> | undefined>(undefined)
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]
  const bounds = { min: channel?.minAmount ?? undefined, max: channel?.maxAmount ?? undefined }
  const input = useAmountInput(bounds)
  const limits =
    channel?.minAmount != null && channel.maxAmount != null
      ? t("limits", { min: amount(channel.minAmount), max: amount(channel.maxAmount) })
      : undefined
  const chips = quick.filter(
    (major) =>
      (bounds.min === undefined || major * 100 >= bounds.min) &&
      (bounds.max === undefined || major * 100 <= bounds.max),
  )

  const [submit, busy] = useSubmitOnce(async () => {
    const value = input.check()
    if (value === undefined || channel === undefined) return
    const o = await deposit({ channelId: channel.id, amount: value })
    setOutcome(o)
    if (o._tag === "Done") input.clear()
  })
  const submitButton = useRef<HTMLButtonElement>(null)
  useRefocusAfter(busy, submitButton)

  return (
    <section className="card mcp-card" aria-labelledby="mcp-deposit-form">
      <h4 id="mcp-deposit-form">{t("new_deposit")}</h4>
      <SubmitForm className="mcp-form" onSubmit={() => void submit()}>
        <ChoiceList
          legend={t("channel")}
          name="deposit-channel"
          chosen={channel?.id}
          onChoose={setChannelId}
          choices={channels.map((c) => ({
            id: c.id,
            title: c.name,
            sub:
              c.minAmount != null && c.maxAmount != null
                ? `${currencySymbol} ${amount(c.minAmount)} – ${amount(c.maxAmount)}`
                : (c.type ?? ""),
          }))}
        />
        {channel !== undefined &&
          (channel.bankName != null || channel.accountNumber != null || channel.instructions != null) && (
            <dl className="mcp-details">
              {channel.bankName != null && (
                <>
                  <dt>{t("bank")}</dt>
                  <dd>{channel.bankName}</dd>
                </>
              )}
              {channel.accountName != null && (
                <>
                  <dt>{t("account_name")}</dt>
                  <dd>{channel.accountName}</dd>
                </>
              )}
              {channel.accountNumber != null && (
                <>
                  <dt>{t("account_number")}</dt>
                  <dd>{channel.accountNumber}</dd>
                </>
              )}
              {channel.fee != null && channel.fee > 0 && (
                <>
                  <dt>{t("fee")}</dt>
                  <dd>
                    {currencySymbol} {amount(channel.fee)}
                  </dd>
                </>
              )}
              {channel.instructions != null && (
                <>
                  <dt>{t("instructions")}</dt>
                  <dd>{channel.instructions}</dd>
                </>
              )}
            </dl>
          )}
        {chips.length > 0 && (
          <PressedChoices
            className="mcp-chips"
            buttonClassName="mcp-chip"
            legend={t("quick_amounts")}
            choices={chips.map((major) => [major, amount(major * 100)] as const)}
            pressed={input.result._tag === "Valid" ? toNumber(input.result.value) : undefined}
            onChoose={(major) => input.set(toDecimalText(major * 100))}
          />
        )}
        <AmountField input={input} label={t("amount")} hint={limits} currencySymbol={currencySymbol} />
        <FormAlert text={text(outcome)} />
        <Button ref={submitButton} type="submit" variant="primary" block busy={busy}>
          {t("deposit_submit")}
        </Button>
      </SubmitForm>
    </section>
  )
}
