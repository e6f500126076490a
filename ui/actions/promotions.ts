/**
 * The promotions pages (spec sections 2, 4, 5 and 7): the member's promotions with their activity statuses, the
 * promotion announcements a visitor sees, applying (a comment and images, checked by core before anything is sent),
 * joining at once, and claiming a bonus or a raffle prize. Core's workflows; each submission answers
 * how it ended, and a successful one reloads the list so the new status shows.
 */

import { type Language, platformCode } from "../../core/model/Language.ts"
import { isRealMember } from "../../core/permissions/roles.ts"
import type { ApplicationForm } from "../../core/workflows/applyPromotion.ts"
import * as ApplyPromotion from "../../core/workflows/applyPromotion.ts"
import * as ClaimRaffle from "../../core/workflows/claimRaffle.ts"
import * as Guard from "../../core/workflows/guard.ts"
import * as LoadAnnouncements from "../../core/workflows/loadAnnouncements.ts"
import * as LoadPromotions from "../../core/workflows/loadPromotions.ts"
import { attempt, run, state } from "../app/runtime.ts"
import { type AccountOutcome, outcomeOf } from "./accountOutcome.ts"

const language = (): string => platformCode[state().language.current as Language]

/** Loads what the page shows: the member's promotions, or for anyone else the promotion announcements. */
export const loadPromotions = async (): Promise<boolean> => {
  if (isRealMember(state())) {
    return (await run(LoadPromotions.loadPromotionList(language()))) !== undefined
  }
  return (await run(LoadAnnouncements.loadAnnouncements())) !== undefined
}

/** Asks a visitor to log in (the login popup) or tells a trial account it needs a real one (spec section 8). */
export const askForRealAccount = async (): Promise<void> => {
  await run(Guard.requireRealMember("applyPromotion"))
}

/** Sends an application (or joins at once with an empty one); reloads the list when it went through. */
export const applyPromotion = async (form: ApplicationForm): Promise<AccountOutcome> => {
  const outcome = outcomeOf(await attempt(ApplyPromotion.applyPromotion(form)))
  if (outcome._tag === "Done") await loadPromotions()
  return outcome
}

/** Claims a promotion's bonus or raffle prize; reloads the list when it went through. */
export const claimPromotion = async (promotionId: string): Promise<AccountOutcome> => {
  const outcome = outcomeOf(await attempt(ClaimRaffle.claimRaffle(promotionId)))
  if (outcome._tag === "Done") await loadPromotions()
  return outcome
}
