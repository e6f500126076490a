/**
 * Promotions of the member centre (spec sections 4 and 5): the promotions available to the member by type (MISSION,
 * REFERRAL... with `enabled` and `count`, which the menu reads), the promotion list with activity statuses, the
 * application in flight and the promotions applied to, the raffle claim, and mission activity (missions, the
 * leaderboard, the claim in flight). Member data: cleared when the session ends or the member logs out.
 */
import { type CallError, type CallFailure, callErrorOf } from "../../model/CallError.ts"
import type { LeaderboardRow, Mission } from "../../model/Mission.ts"
import { rowsOf } from "../../model/Page.ts"
import type { AvailablePromotion, Promotion, RafflePrize } from "../../model/Promotion.ts"
import { failedOrReset, type Handlers, resetTo, slice } from "../Slice.ts"

export interface PromotionsState {
  /** Type → { enabled, count }; empty until it loads. */
  readonly available: Readonly<Record<string, AvailablePromotion | undefined>>
  readonly list: ReadonlyArray<Promotion>
  readonly loaded: boolean
  /** The promotion whose application is in flight. */
  readonly applying: string | undefined
  /** Promotions applied to in this session. */
  readonly applied: ReadonlyArray<string>
  readonly applyError: CallError | undefined
  readonly raffle: {
    readonly inFlight: boolean
    readonly prize: RafflePrize | undefined
    readonly error: CallError | undefined
  }
  readonly missions: ReadonlyArray<Mission>
  readonly missionsLoaded: boolean
  readonly leaderboard: ReadonlyArray<LeaderboardRow>
  /** The mission whose reward claim is in flight. */
  readonly claiming: string | undefined
  readonly claimError: CallError | undefined
}

const failed = (s: PromotionsState, e: CallFailure): PromotionsState => {
  switch (e.endpoint) {
    case "applyPromotion":
      return { ...s, applying: undefined, applyError: callErrorOf(e) }
    case "claimRaffle":
      return { ...s, raffle: { ...s.raffle, inFlight: false, error: callErrorOf(e) } }
    case "claimMission":
      return { ...s, claiming: undefined, claimError: callErrorOf(e) }
    default:
      return s
  }
}

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

const handlers: Handlers<PromotionsState> = {
  AvailablePromotionsLoaded: (s, e) => ({
    ...s,
    available: Object.fromEntries(Object.entries(e.value).map(([k, v]) => [k, v ?? undefined])),
  }),
  PromotionsLoaded: (s, e) => ({ ...s, list: rowsOf(e.value), loaded: true }),
  PromotionApplicationRequested: (s, e) => ({ ...s, applying: e.promotionId, applyError: undefined }),
  PromotionApplied: (s) =>
    s.applying === undefined
      ? s
      : {
          ...s,
          applying: undefined,
          applied: s.applied.includes(s.applying) ? s.applied : [...s.applied, s.applying],
        },
  RaffleClaimRequested: (s) => ({ ...s, raffle: { inFlight: true, prize: s.raffle.prize, error: undefined } }),
  RaffleClaimed: (s, e) => ({ ...s, raffle: { inFlight: false, prize: e.value, error: undefined } }),
  MissionsLoaded: (s, e) => ({ ...s, missions: e.value.list ?? [], missionsLoaded: true }),
  MissionLeaderboardLoaded: (s, e) => ({ ...s, leaderboard: e.value.list ?? [] }),
  MissionClaimRequested: (s, e) => ({ ...s, claiming: e.missionId, claimError: undefined }),
  MissionRewardClaimed: (s) =>
    s.claiming === undefined
      ? s
      : {
          ...s,
          claiming: undefined,
          missions: s.missions.map((m) => (m.missionId === s.claiming ? { ...m, status: "CLAIMED" as const } : m)),
        },
  ...failedOrReset(failed, resetTo(initialPromotions)),
}

export const promotions = slice<PromotionsState>(initialPromotions, handlers)
