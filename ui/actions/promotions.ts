/**
 * The promotions pages (spec sections 2, 4, 5 and 7): the member's promotions with their activity statuses, the
 * promotion announcements a visitor sees, applying (a comment and images, checked by core before anything is sent),
 * joining at once, and claiming a bonus or a raffle prize. Core's workflows, loaded lazily; each submission answers
 * how it ended, and a successful one reloads the list so the new status shows.
 */

import { type Language, platformCode } from "../../core/model/Language.ts"
import { isRealMember } from "../../core/permissions/roles.ts"
import type { ApplicationForm } from "../../core/workflows/applyPromotion.ts"
import { attempt, run, state } from "../app/runtime.ts"
import { type AccountOutcome, outcomeOf } from "./accountOutcome.ts"

const language = (): string => platformCode[state().language.current as Language]

/** Loads what the page shows: the member's promotions, or for anyone else the promotion announcements. */
export const loadPromotions = async (): Promise<boolean> => {
  if (isRealMember(state())) {
    const m = await import("../../core/workflows/loadPromotions.ts")
    return (await run(m.loadPromotionList(language()))) !== undefined
  }
  const m = await import("../../core/workflows/loadAnnouncements.ts")
  return (await run(m.loadAnnouncements())) !== undefined
}

/** Asks a visitor to log in (the login popup) or tells a trial account it needs a real one (spec section 8). */
export const askForRealAccount = async (): Promise<void> => {
  const m = await import("../../core/workflows/guard.ts")
  await run(m.requireRealMember("applyPromotion"))
}

/** Sends an application (or joins at once with an empty one); reloads the list when it went through. */
export const applyPromotion = async (form: ApplicationForm): Promise<AccountOutcome> => {
  const m = await import("../../core/workflows/applyPromotion.ts")
  const outcome = outcomeOf(await attempt(m.applyPromotion(form)))
  if (outcome._tag === "Done") await loadPromotions()
  return outcome
}

/** Claims a promotion's bonus or raffle prize; reloads the list when it went through. */
export const claimPromotion = async (promotionId: string): Promise<AccountOutcome> => {
  const m = await import("../../core/workflows/claimRaffle.ts")
  const outcome = outcomeOf(await attempt(m.claimRaffle(promotionId)))
  if (outcome._tag === "Done") await loadPromotions()
  return outcome
}
