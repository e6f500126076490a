/**
 * Referral, "invite friends" (spec section 2: the member centre's referral page, shown when the referral promotion is
 * on; registration reads `referralCode`): the member's code and link, how many friends joined and qualified, the
 * reward so far, and the friends. Field names are our choice.
 */
import * as Schema from "effect/Schema"
import { Money } from "./Money.ts"
import { NumberLike } from "./NumberLike.ts"
import { WireTime } from "./WireTime.ts"

const Text = Schema.optional(Schema.NullOr(Schema.String))

/** A friend who registered with the member's code. */
export const ReferredFriend = Schema.Struct({
  account: Schema.String,
  registerTime: Schema.optional(Schema.NullOr(WireTime)),
  status: Text,
  reward: Schema.optional(Schema.NullOr(Money)),
})
export type ReferredFriend = typeof ReferredFriend.Type

/** `value` of the referral call. */
export const Referral = Schema.Struct({
  referralCode: Schema.String,
  referralUrl: Text,
  invitedCount: Schema.optional(Schema.NullOr(NumberLike)),
  qualifiedCount: Schema.optional(Schema.NullOr(NumberLike)),
  totalReward: Schema.optional(Schema.NullOr(Money)),
  rules: Text,
  list: Schema.optional(Schema.NullOr(Schema.Array(ReferredFriend))),
})
export type Referral = typeof Referral.Type

/** The link to share: the platform's when sent, else the register page with the code (spec section 2 `/register`). */
export const referralLink = (r: Referral, origin: string): string =>
  r.referralUrl || `${origin}/register?referralCode=${encodeURIComponent(r.referralCode)}`
