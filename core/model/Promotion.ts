/**
 * Promotions of the member centre's reward centre (spec sections 4 and 5): the activities with their status (join,
 * claim, applying, close, rejected, issued, claimed, process, joined, coming soon), applying with a comment of up to
 * 140 characters and up to 3 png/jpg images of at most 5 MB, the promotions available to the member
 * (`MCSFE_getAvailablePromotions`: MISSION, REFERRAL... with `enabled` and `count`), and the raffle claim
 * (`MCS2_claimRafflePromotion`). Field names of the list and the application are our choice; the application's
 * rules are validation/ActivityApplication's.
 */
import * as Schema from "effect/Schema"
import { Flag } from "./Flag.ts"
import { Id } from "./Id.ts"
import { Amount, Num, Text, Time } from "./Optional.ts"
import { Page } from "./Page.ts"

/** The activity statuses of spec section 4, as the UI names them. */
export type ActivityStatus =
  | "join"
  | "claim"
  | "applying"
  | "close"
  | "rejected"
  | "issued"
  | "claimed"
  | "process"
  | "joined"
  | "comingSoon"

const byWire: Readonly<Record<string, ActivityStatus>> = {
  JOIN: "join",
  CLAIM: "claim",
  APPLYING: "applying",
  CLOSE: "close",
  CLOSED: "close",
  REJECTED: "rejected",
  ISSUED: "issued",
  CLAIMED: "claimed",
  PROCESS: "process",
  PROCESSING: "process",
  JOINED: "joined",
  COMING_SOON: "comingSoon",
  COMINGSOON: "comingSoon",
}

/** The activity status of a wire status (any case, `COMING_SOON` or `comingSoon`); undefined for anything else. */
export const activityStatusOf = (wire: string | null | undefined): ActivityStatus | undefined =>
  byWire[(wire ?? "").replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase()]

/** The member can act on these: join, or claim a reward. */
export const isActionable = (s: ActivityStatus | undefined): boolean => s === "join" || s === "claim"

/** A promotion. `needApply`: joining takes an application; `needContact`: a Zalo or WhatsApp number (spec section 5). */
export const Promotion = Schema.Struct({
  promotionId: Id,
  title: Schema.String,
  content: Text,
  imageUrl: Text,
  category: Text,
  startTime: Time,
  endTime: Time,
  status: Text,
  needApply: Schema.optional(Schema.NullOr(Flag)),
  needContact: Schema.optional(Schema.NullOr(Flag)),
})
export type Promotion = typeof Promotion.Type

/** `value` of the promotion list. */
export const Promotions = Page(Promotion)
export type Promotions = typeof Promotions.Type

/** Body of an application: the comment, the images as base64 text, the contact number when asked for. */
export const ApplyRequest = Schema.Struct({
  promotionId: Id,
  comment: Schema.String,
  images: Schema.Array(Schema.String),
  contact: Schema.optionalKey(Schema.String),
})
export type ApplyRequest = typeof ApplyRequest.Type

/** One entry of the available promotions: on or off, and how many open (missions). */
export const AvailablePromotion = Schema.Struct({
  enabled: Schema.optional(Schema.NullOr(Flag)),
  count: Num,
})
export type AvailablePromotion = typeof AvailablePromotion.Type

/** `value` of `MCSFE_getAvailablePromotions`: promotion type (MISSION, REFERRAL...) → entry. */
export const AvailablePromotions = Schema.Record(Schema.String, Schema.NullOr(AvailablePromotion))
export type AvailablePromotions = typeof AvailablePromotions.Type

/** Body of `MCS2_claimRafflePromotion` (our choice: the raffle's promotion id when the page names one). */
export const RaffleClaimRequest = Schema.Struct({ promotionId: Schema.optionalKey(Id) })
export type RaffleClaimRequest = typeof RaffleClaimRequest.Type

/** `value` of the raffle claim: what was won (our choice; the platform may send nothing). */
export const RafflePrize = Schema.NullOr(Schema.Struct({ prizeName: Text, amount: Amount }))
export type RafflePrize = typeof RafflePrize.Type
