/**
 * The demo brand's promotions ("promotions with every activity status"): one of each kind, in and out of
 * their time window, and what each demo member has done with them, so that player01 sees every status of spec
 * section 4 (join, claim, applying, close, rejected, issued, claimed, process, joined, coming soon) and every other
 * member several. Each has a generated banner at `/images/promotions/<key>.svg`.
 */
import type { Motif } from "../games/svg.ts"

/** A seeded promotion. Times are days from the seed's time. */
export interface PromotionSeed {
  readonly key: string
  readonly title: string
  readonly subline: string
  readonly motif: Motif
  readonly category: string
  readonly kind: "APPLY" | "EVENT" | "CLAIM" | "RAFFLE" | "AUTO"
  /** Bonus in minor units (APPLY, CLAIM: the bonus; RAFFLE: unused, the prize is drawn). */
  readonly bonus: number
  readonly startDays: number
  readonly endDays: number
  readonly needContact?: boolean
  /** Statuses set per demo member (the rest follow from the window and the kind). */
  readonly members?: Readonly<Record<string, string>>
}

export const promotionSeeds: ReadonlyArray<PromotionSeed> = [
  {
    key: "welcome-bonus",
    title: "100% Welcome Bonus",
    subline: "Double your first deposit, up to P 5,000",
    motif: "chips",
    category: "WELCOME",
    kind: "APPLY",
    bonus: 50_000,
    startDays: -60,
    endDays: 300,
    members: { player01: "ISSUED", down01: "APPLYING" },
  },
  {
    key: "weekly-reload",
    title: "Weekly Reload 50%",
    subline: "Half again on your first deposit of the week",
    motif: "dice",
    category: "DEPOSIT",
    kind: "APPLY",
    bonus: 20_000,
    startDays: -30,
    endDays: 60,
    members: { player01: "APPLYING" },
  },
  {
    key: "slots-cashback",
    title: "Daily Slots Cashback",
    subline: "0.8% back on every slot spin, paid daily",
    motif: "reels",
    category: "REBATE",
    kind: "AUTO",
    bonus: 0,
    startDays: -90,
    endDays: 365,
  },
  {
    key: "lucky-raffle",
    title: "Lucky Raffle",
    subline: "Draw a prize of up to P 88.88",
    motif: "wheel",
    category: "RAFFLE",
    kind: "RAFFLE",
    bonus: 0,
    startDays: -7,
    endDays: 30,
    members: { agent02: "CLAIMED" },
  },
  {
    key: "daily-gift",
    title: "Daily Check-in Gift",
    subline: "A P 8.00 gift for checking in",
    motif: "chips",
    category: "GIFT",
    kind: "CLAIM",
    bonus: 800,
    startDays: -14,
    endDays: 90,
    members: { player01: "CLAIMED" },
  },
  {
    key: "birthday-bonus",
    title: "VIP Birthday Bonus",
    subline: "A birthday gift for every VIP level",
    motif: "cards",
    category: "VIP",
    kind: "APPLY",
    bonus: 30_000,
    startDays: -120,
    endDays: 240,
    needContact: true,
    members: { player01: "REJECTED", agent01: "ISSUED" },
  },
  {
    key: "sports-cup",
    title: "Sports Cup Challenge",
    subline: "Predict the finals and share a P 100,000 pool",
    motif: "ball",
    category: "EVENT",
    kind: "EVENT",
    bonus: 0,
    startDays: -3,
    endDays: 21,
    members: { player01: "JOINED", down02: "JOINED" },
  },
  {
    key: "lunar-festival",
    title: "Lunar New Year Festival",
    subline: "Red envelopes every day of the festival",
    motif: "lottery",
    category: "FESTIVAL",
    kind: "EVENT",
    bonus: 0,
    startDays: 20,
    endDays: 35,
  },
  {
    key: "summer-splash",
    title: "Summer Splash",
    subline: "Fishing tournament with daily prizes",
    motif: "fish",
    category: "EVENT",
    kind: "EVENT",
    bonus: 0,
    startDays: -90,
    endDays: -30,
  },
  {
    key: "esports-league",
    title: "Esports League Pass",
    subline: "Join the league and play for the weekly board",
    motif: "controller",
    category: "EVENT",
    kind: "EVENT",
    bonus: 0,
    startDays: -10,
    endDays: 50,
  },
]

/** A promotion seed by its key. */
export const promotionSeed = (key: string): PromotionSeed | undefined => promotionSeeds.find((p) => p.key === key)
