/**
 * The promotions slice's value before any event, apart from its handlers (promotions.ts): the first
 * view's store holds it while the handlers load after the first view (core/state/laterSlices.ts
 * for the first view's byte budget).
 */
import type { PromotionsState } from "./promotions.ts"

export const initialPromotions: PromotionsState = {
  available: {},
  list: [],
  loaded: false,
  applying: undefined,
  applied: [],
  applyError: undefined,
  raffle: { inFlight: false, prize: undefined, error: undefined },
  missions: [],
  missionsLoaded: false,
  leaderboard: [],
  claiming: undefined,
  claimError: undefined,
}
