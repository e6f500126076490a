/**
 * Applies to a promotion (spec section 5 "Activity application": a comment of at most 140 characters, at most 3 png
 * or jpg images of at most 5 MB; a Zalo or WhatsApp number for the bonuses that ask for one), checked by
 * validation/ActivityApplication before anything is sent; images travel as base64 text.
 */
import * as Effect from "effect/Effect"
import { points } from "../contract/api/points.ts"
import { emit, state } from "../store/EventLog.ts"
import { validateActivityApplication } from "../validation/ActivityApplication.ts"
import { call } from "./call.ts"
import type { ProofImage } from "./confirmWithdrawal.ts"
import { refuseAction, requireRealMember } from "./guard.ts"

/** What the application form sends. */
export interface ApplicationForm {
  readonly promotionId: string
  readonly comment: string
  readonly images: ReadonlyArray<ProofImage>
  readonly contactNumber?: string
}

/** Checks and sends an application. */
export const applyPromotion = (form: ApplicationForm) =>
  Effect.gen(function* () {
    yield* requireRealMember("applyPromotion")
    const promotion = (yield* state).promotions.list.find((p) => p.promotionId === form.promotionId)
    const checked = validateActivityApplication(
      {
        comment: form.comment,
        images: form.images,
        ...(form.contactNumber === undefined ? {} : { contactNumber: form.contactNumber }),
      },
      { contactNumberRequired: promotion?.needContact === true },
    )
    if (checked._tag === "Invalid") {
      const first = Object.values(checked.problems)[0]
      return yield* refuseAction("applyPromotion", first?.key ?? "input_required")
    }
    yield* emit({ _tag: "PromotionApplicationRequested", promotionId: form.promotionId })
    const contact = checked.value.contactNumber
    return yield* call(points.applyPromotion, {
      promotionId: form.promotionId,
      comment: checked.value.comment,
      images: form.images.map((i) => i.base64),
      ...(contact === undefined || contact === "" ? {} : { contact }),
    })
  })
