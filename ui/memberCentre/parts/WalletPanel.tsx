/**
 * "My wallet" (spec section 2 `transferFund` and `wallet`): the total, the main wallet and each vendor's
 * wallet with its balance, and, unless the merchant runs a single wallet (`isSingle`, which hides transfers), the
 * transfer between two wallets and "all to main". The amount is checked as it is typed (core's validation/Amount
 * against the source wallet's balance); core checks it again and sends it with an idempotency key kept until the
 * platform answers, so a double click or a retry after a dropped link moves the money once.
 */
import { useEffect, useRef, useState } from "react"
import { isMainWallet, mainAccountTypeId, type Wallet, walletLabel } from "../../../core/model/Balance.ts"
import { FormAlert } from "../../accounts/FormAlert.tsx"
import type { MoneyOutcome } from "../../actions/moneyOutcome.ts"
import { allToMain, loadWallets, transfer } from "../../actions/wallet.ts"
import { Button } from "../../components/Button.tsx"
import { LineIcon } from "../../components/LineIcon.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { SubmitForm } from "../../forms/SubmitForm.tsx"
import { useRefocusAfter } from "../../forms/useRefocusAfter.ts"
import { useSubmitOnce } from "../../forms/useSubmitOnce.ts"
import { amount } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { AmountField } from "./AmountField.tsx"
import { useAmountInput } from "./useAmountInput.ts"
import { useMoneyText } from "./useMoneyText.ts"
import "./MoneyPage.css"
import { useCore } from "../../state/useCore.ts"

/** The wallet panel. */
export function WalletPanel() {
  const t = useT("memberCentre")
  const s = useCore()
  const w = s.wallet
  useEffect(() => {
    void loadWallets()
  }, [])
  const main = w.wallets.find(isMainWallet)
  const vendors = w.wallets.filter((x) => !isMainWallet(x))
  const sym = w.currencySymbol
  const shown = (cents: number | null | undefined) => (w.hidden ? "***" : amount(cents ?? 0))

  return (
    <div className="mcp">
      <div className="mcp-summary">
        <div className="card mcp-summary-item mcp-summary-total">
          <span className="mcp-summary-label">{t("total_balance")}</span>
          <span className="mcp-summary-value">
            {w.loaded ? `${sym} ${shown(w.sum)}` : <Skeleton width={140} height={28} />}
          </span>
        </div>
        <div className="card mcp-summary-item">
          <span className="mcp-summary-label">{t("main_wallet")}</span>
          <span className="mcp-summary-value">
            {w.loaded ? (
              `${sym} ${shown(main?.availBalance ?? (vendors.length === 0 ? w.sum : 0))}`
            ) : (
              <Skeleton width={120} height={28} />
            )}
          </span>
        </div>
      </div>
      {w.singleWallet === true ? (
        <p className="mcp-note" role="note">
          {t("single_wallet_note")}
        </p>
      ) : (
        <>
          {w.loaded && <TransferForm wallets={w.wallets} currencySymbol={sym} />}
          <section aria-labelledby="mcp-vendors" className="card mcp-card">
            <div className="row-spread">
              <h4 id="mcp-vendors">{t("vendor_wallets")}</h4>
              <AllToMain disabled={!vendors.some((v) => (v.availBalance ?? 0) > 0)} />
            </div>
            {!w.loaded ? (
              <div className="tile-grid mcp-wallets">
                <Skeleton height={64} />
                <Skeleton height={64} />
                <Skeleton height={64} />
              </div>
            ) : vendors.length === 0 ? (
              <p className="mcp-empty">{t("no_vendor_wallets")}</p>
            ) : (
              <ul className="tile-grid mcp-wallets">
                {vendors.map((v) => (
                  <li
                    key={String(v.accountTypeId)}
                    className={(v.availBalance ?? 0) > 0 ? "mcp-wallet mcp-wallet-funded" : "mcp-wallet"}
                  >
                    <span className="mcp-wallet-name">{walletLabel(v)}</span>
                    <span className="mcp-wallet-value">
                      {sym} {shown(v.availBalance)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}

/** "All to main": every vendor wallet holding money into the main wallet. */
function AllToMain({ disabled }: { readonly disabled: boolean }) {
  const t = useT("memberCentre")
  const text = useMoneyText()
  const [outcome, setOutcome] = useState<MoneyOutcome<unknown> | undefined>(undefined)
  return (
    <div className="mcp-all">
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        onAction={async () => {
          setOutcome(await allToMain())
        }}
      >
        {t("all_to_main")}
      </Button>
      {outcome?._tag === "Done" ? (
        <span className="visually-hidden" role="status">
          {t("all_to_main_done")}
        </span>
      ) : (
        <FormAlert text={text(outcome)} />
      )}
    </div>
  )
}

const idOf = (w: Wallet): string => String(w.accountTypeId)

/** The transfer form: from, to, amount. */
function TransferForm({
  wallets,
  currencySymbol,
}: {
  readonly wallets: ReadonlyArray<Wallet>
  readonly currencySymbol: string
}) {
  const t = useT("memberCentre")
  const text = useMoneyText()
  const mainId = String(wallets.find(isMainWallet)?.accountTypeId ?? mainAccountTypeId)
  const firstVendor = wallets.find((x) => !isMainWallet(x))
  const [from, setFrom] = useState(mainId)
  const [to, setTo] = useState(firstVendor === undefined ? mainId : idOf(firstVendor))
  const [outcome, setOutcome] = useState<MoneyOutcome<unknown> | undefined>(undefined)
  const [done, setDone] = useState<string | undefined>(undefined)
  const source = wallets.find((x) => idOf(x) === from)
  const balance = source?.availBalance ?? 0
  const input = useAmountInput({ balance })
  const sameWallet = from === to
  const nameOf = (id: string) => {
    const x = wallets.find((y) => idOf(y) === id)
    return x === undefined ? id : isMainWallet(x) ? t("main_wallet") : walletLabel(x)
  }
  const options = wallets.map((x) => (
    <option key={idOf(x)} value={idOf(x)}>
      {isMainWallet(x) ? t("main_wallet") : walletLabel(x)} ({currencySymbol} {amount(x.availBalance ?? 0)})
    </option>
  ))

  const [submit, busy] = useSubmitOnce(async () => {
    setDone(undefined)
    const sent = input.check()
    if (sent === undefined || sameWallet) return
    const o = await transfer({ fromAccountTypeId: Number(from), toAccountTypeId: Number(to), amount: sent })
    setOutcome(o)
    if (o._tag === "Done") {
      setDone(
        t("transfer_done", {
          amount: `${currencySymbol} ${amount(o.value.successAmount ?? sent)}`,
          from: nameOf(from),
          to: nameOf(to),
        }),
      )
      input.clear()
    }
  })
  const submitButton = useRef<HTMLButtonElement>(null)
  useRefocusAfter(busy, submitButton)

  return (
    <section aria-labelledby="mcp-transfer" className="card mcp-card">
      <h4 id="mcp-transfer">{t("transfer")}</h4>
      <SubmitForm className="form-column" onSubmit={() => void submit()}>
        <div className="mcp-transfer-pair">
          <label className="mcp-select">
            <span className="field-label">{t("from_wallet")}</span>
            <select value={from} onChange={(e) => setFrom(e.target.value)}>
              {options}
            </select>
          </label>
          <button
            type="button"
            className="mcp-swap"
            aria-label={t("swap_wallets")}
            onClick={() => {
              setFrom(to)
              setTo(from)
            }}
          >
            <LineIcon d="M7 7h13l-3-3M17 17H4l3 3" weight={1.8} round="cap" />
          </button>
          <label className="mcp-select">
            <span className="field-label">{t("to_wallet")}</span>
            <select value={to} onChange={(e) => setTo(e.target.value)} aria-invalid={sameWallet || undefined}>
              {options}
            </select>
          </label>
        </div>
        {sameWallet && (
          <p className="field-message" role="alert">
            {t("error.same_wallet")}
          </p>
        )}
        <AmountField
          input={input}
          label={t("amount")}
          hint={t("available", { amount: `${currencySymbol} ${amount(balance)}` })}
          currencySymbol={currencySymbol}
          most={balance}
        />
        <FormAlert text={text(outcome)} />
        {done !== undefined && (
          <p className="alert alert-success mcp-success" role="status">
            {done}
          </p>
        )}
        <Button ref={submitButton} type="submit" variant="primary" block busy={busy}>
          {t("transfer_submit")}
        </Button>
      </SubmitForm>
    </section>
  )
}
