/**
 * What a promotion offers, as core's `promotionOffer` decides it (spec section 4): log in, apply (the application
 * form in a dialog), join at once, or claim (the bonus or the raffle prize, whose win is said), with the outcome
 * beside the button; a status without an action shows only its badge, which the card shows anyway.
 */
import { useState } from "react"
import type { Promotion, RafflePrize } from "../../core/model/Promotion.ts"
import { promotionOffer } from "../../core/projections/promotionAction.ts"
import { useRefusalText } from "../accounts/useRefusalText.ts"
import type { AccountOutcome } from "../actions/accountOutcome.ts"
import { applyPromotion, askForRealAccount, claimPromotion } from "../actions/promotions.ts"
import { Button } from "../components/Button.tsx"
import { Modal } from "../components/Modal.tsx"
import { amount } from "../i18n/format.ts"
import { useT } from "../i18n/useT.ts"
import { ApplicationForm } from "./ApplicationForm.tsx"

export interface PromotionActionsProps {
  readonly promotion: Promotion
  /** A real member is logged in. */
  readonly member: boolean
  /** The prize of the last claim, when one was won (core's promotions slice). */
  readonly prize?: RafflePrize | undefined
}

/** The action and its outcome. */
export function PromotionActions({ promotion, member, prize }: PromotionActionsProps) {
  const t = useT("public")
  const refusalText = useRefusalText("public")
  const offer = promotionOffer(promotion, member)
  const [applying, setApplying] = useState(false)
  const [outcome, setOutcome] = useState<{
    readonly kind: "applied" | "joined" | "claimed"
    readonly o: AccountOutcome
  }>()
  const refusal = outcome === undefined ? undefined : refusalText(outcome.o)
  const done = outcome !== undefined && outcome.o._tag === "Done"

  return (
    <div className="promo-actions">
      {offer.action === "login" && (
        <Button variant="primary" onAction={askForRealAccount}>
          {t("action.login")}
        </Button>
      )}
      {offer.action === "apply" && (
        <Button variant="primary" onClick={() => setApplying(true)}>
          {t("action.apply")}
        </Button>
      )}
      {offer.action === "join" && (
        <Button
          variant="primary"
          onAction={async () =>
            setOutcome({
              kind: "joined",
              o: await applyPromotion({ promotionId: promotion.promotionId, comment: "", images: [] }),
            })
          }
        >
          {t("action.join")}
        </Button>
      )}
      {offer.action === "claim" && (
        <Button
          variant="primary"
          onAction={async () => setOutcome({ kind: "claimed", o: await claimPromotion(promotion.promotionId) })}
        >
          {t("action.claim")}
        </Button>
      )}
      {refusal !== undefined && (
        <p className="alert alert-danger" role="alert">
          {refusal}
        </p>
      )}
      {done && (
        <p className="alert alert-success" role="status">
          {outcome.kind === "claimed" && prize != null && prize.amount != null
            ? t("claim.won", { amount: amount(prize.amount) })
            : t(`done.${outcome.kind}`)}
        </p>
      )}
      {applying && (
        <Modal title={t("apply.title", { title: promotion.title })} width={520} onClose={() => setApplying(false)}>
          <ApplicationForm
            promotion={promotion}
            onCancel={() => setApplying(false)}
            onDone={() => {
              setApplying(false)
              setOutcome({ kind: "applied", o: { _tag: "Done" } })
            }}
          />
        </Modal>
      )}
    </div>
  )
}
