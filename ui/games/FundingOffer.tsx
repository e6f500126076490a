/**
 * The transfer offered before a game whose wallet is empty opens (spec section 4 "Game launch"; the wallet transfer of
 * section 7): the amount to move from the main wallet, checked as it is typed (core's validation/Amount against the
 * main wallet), "All" filling the whole of it; confirming moves it (once, with its idempotency key) and starts the
 * game; "Play without moving" starts it as it is.
 */
import { useEffect, useState } from "react"
import { useSnapshot } from "valtio"
import { findVendor } from "../../core/state/slices/catalogue.ts"
import { launch } from "../actions/games.ts"
import { Button } from "../components/Button.tsx"
import { Modal } from "../components/Modal.tsx"
import { amount as money } from "../i18n/format.ts"
import { loadAreas } from "../i18n/i18n.ts"
import { useT } from "../i18n/useT.ts"
import { AmountField } from "../memberCentre/parts/AmountField.tsx"
import { useAmountInput } from "../memberCentre/parts/useAmountInput.ts"
import { useCore } from "../state/useCore.ts"
import { closeFunding, fundingOffer, type PendingOffer } from "./fundingOffer.ts"

/** The host: the offer when one waits. */
export function FundingOfferHost() {
  const { current } = useSnapshot(fundingOffer)
  useEffect(() => {
    if (current !== undefined) void loadAreas(["games", "memberCentre"])
  }, [current])
  return current === undefined ? null : <FundingOffer offer={current as PendingOffer} />
}

function FundingOffer({ offer }: { readonly offer: PendingOffer }) {
  const t = useT("games")
  const s = useCore()
  const input = useAmountInput({ balance: offer.available })
  const [busy, setBusy] = useState(false)
  const name = findVendor(s.catalogue, offer.vendor)?.card.displayName ?? offer.vendor
  const start = async (moving: number | undefined) => {
    setBusy(true)
    try {
      closeFunding()
      await launch(offer.target, moving)
    } finally {
      setBusy(false)
    }
  }
  const confirm = () => {
    const cents = input.check()
    if (cents !== undefined) void start(cents)
  }
  return (
    <Modal
      title={t("funding_title", { name })}
      onClose={closeFunding}
      footer={
        <>
          <Button variant="secondary" onAction={() => start(0)} disabled={busy}>
            {t("funding_skip")}
          </Button>
          <Button variant="primary" onAction={confirm} busy={busy}>
            {t("funding_confirm")}
          </Button>
        </>
      }
    >
      <p>{t("funding_message", { available: money(offer.available) })}</p>
      <AmountField
        input={input}
        label={t("funding_amount")}
        currencySymbol={s.wallet.currencySymbol}
        most={offer.available}
        mostLabel={t("funding_all")}
      />
    </Modal>
  )
}
