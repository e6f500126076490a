/**
 * Deposit (spec section 2 `depositv2`; issue 7): the channels the platform offers with their limits, the selected
 * channel's payee details, the amount (quick amounts within the limits; checked as it is typed by core's
 * validation/Amount), the request, the pending order until the platform approves it (followed on a timer; the
 * balance refreshes when it is approved), and the recent deposits. The request carries an idempotency key kept
 * until the platform answers, so a double click or a retry after a dropped link opens one order.
 */
import { useEffect, useState } from "react"
import { useSnapshot } from "valtio"
import type { DepositChannel } from "../../../core/model/Deposit.ts"
import { toDecimalText, toNumber } from "../../../core/model/Money.ts"
import { hasPendingDeposit } from "../../../core/projections/pendingFunds.ts"
import type { State } from "../../../core/state/State.ts"
import { validateAmount } from "../../../core/validation/Amount.ts"
import { FormAlert } from "../../accounts/FormAlert.tsx"
import { deposit, followDeposits, loadDepositPage } from "../../actions/money.ts"
import type { MoneyOutcome } from "../../actions/moneyOutcome.ts"
import { Button } from "../../components/Button.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { amount } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { view } from "../../state/mirror.ts"
import { AmountField } from "../parts/AmountField.tsx"
import { orderTime } from "../parts/orderTime.ts"
import { StatusBadge } from "../parts/StatusBadge.tsx"
import { useAmountProblemText } from "../parts/useAmountProblemText.ts"
import { useFollow } from "../parts/useFollow.ts"
import { useMoneyText } from "../parts/useMoneyText.ts"
import { useSubmitOnce } from "../parts/useSubmitOnce.ts"
import "../parts/MoneyPage.css"

/** Quick amounts offered (major units), kept when they fit the channel's limits. */
const quick = [100, 500, 1000, 5000, 10000]

/** The page. */
export default function DepositPage() {
  const t = useT("memberCentre")
  const s = useSnapshot(view) as unknown as State
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
        <div className="mcp-choices" role="status" aria-label={t("loading_channels")}>
          <Skeleton height={72} />
          <Skeleton height={72} />
          <Skeleton height={72} />
        </div>
      ) : f.channels.length === 0 ? (
        <p className="mcp-note">{t("no_channels")}</p>
      ) : (
        <DepositForm channels={f.channels} currencySymbol={sym} />
      )}
      <section className="mcp-card" aria-labelledby="mcp-deposits">
        <h4 id="mcp-deposits">{t("recent_deposits")}</h4>
        {!f.deposits.loaded ? (
          <Skeleton height={56} />
        ) : f.deposits.rows.length === 0 ? (
          <p className="mcp-empty">{t("no_deposits")}</p>
        ) : (
          <ul className="mcp-orders">
            {f.deposits.rows.map((d) => (
              <li key={d.id} className="mcp-order">
                <div className="mcp-order-main">
                  <span className="mcp-order-amount">
                    {sym} {amount(d.amount)}
                  </span>
                  <span className="mcp-order-sub">
                    {d.channelName ?? "—"} · {orderTime(d.createTime)} · #{d.id}
                  </span>
                </div>
                <div className="mcp-order-side">
                  <StatusBadge status={d.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

/** The order just made: pending until the platform approves it, then approved (the balance is refreshed). */
function LastOrder() {
  const t = useT("memberCentre")
  const { funds, wallet } = useSnapshot(view) as unknown as State
  const last = funds.deposit.last
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
  const problemText = useAmountProblemText()
  const text = useMoneyText()
  const [channelId, setChannelId] = useState(channels[0]?.id ?? "")
  const [value, setValue] = useState("")
  const [touched, setTouched] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [outcome, setOutcome] = useState<MoneyOutcome<unknown> | undefined>(undefined)
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]
  const bounds = { min: channel?.minAmount ?? undefined, max: channel?.maxAmount ?? undefined }
  const result = validateAmount(value, bounds)
  const message = (touched || submitted) && result._tag === "Invalid" ? problemText(result.problem) : undefined
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
    setSubmitted(true)
    if (result._tag === "Invalid" || channel === undefined) return
    const o = await deposit({ channelId: channel.id, amount: result.value })
    setOutcome(o)
    if (o._tag === "Done") {
      setValue("")
      setTouched(false)
      setSubmitted(false)
    }
  })

  return (
    <section className="mcp-card" aria-labelledby="mcp-deposit-form">
      <h4 id="mcp-deposit-form">{t("new_deposit")}</h4>
      <form
        className="mcp-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <fieldset className="mcp-choices">
          <legend>{t("channel")}</legend>
          {channels.map((c) => (
            <label key={c.id} className="mcp-choice">
              <input
                type="radio"
                name="deposit-channel"
                value={c.id}
                checked={c.id === channel?.id}
                onChange={() => setChannelId(c.id)}
              />
              <span className="mcp-choice-title">{c.name}</span>
              <span className="mcp-choice-sub">
                {c.minAmount != null && c.maxAmount != null
                  ? `${currencySymbol} ${amount(c.minAmount)} – ${amount(c.maxAmount)}`
                  : (c.type ?? "")}
              </span>
            </label>
          ))}
        </fieldset>
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
          <fieldset className="mcp-chips">
            <legend className="visually-hidden">{t("quick_amounts")}</legend>
            {chips.map((major) => (
              <button
                key={major}
                type="button"
                className="mcp-chip"
                aria-pressed={result._tag === "Valid" && toNumber(result.value) === major}
                onClick={() => {
                  setValue(toDecimalText(major * 100))
                  setTouched(true)
                }}
              >
                {amount(major * 100)}
              </button>
            ))}
          </fieldset>
        )}
        <AmountField
          label={t("amount")}
          value={value}
          onChange={(v) => {
            setValue(v)
            setTouched(true)
          }}
          onBlur={() => setTouched(true)}
          message={message}
          hint={limits}
          currencySymbol={currencySymbol}
        />
        <FormAlert text={text(outcome)} />
        <Button type="submit" variant="primary" block busy={busy}>
          {t("deposit_submit")}
        </Button>
      </form>
    </section>
  )
}
