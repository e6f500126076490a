/**
 * Referral, "invite friends" (spec section 2: the member centre's referral page, shown when the referral promotion is
 * on; registration reads `referralCode`): the member's code and link, how many friends joined and qualified, the
 * reward so far, and the friends. Field names are our choice.
 */
import * as Schema from "effect/Schema"
import { Amount, Items, Num, Text, Time } from "./Optional.ts"

/** A friend who registered with the member's code. */
export const ReferredFriend = Schema.Struct({
  account: Schema.String,
  registerTime: Time,
  status: Text,
  reward: Amount,
})
export type ReferredFriend = typeof ReferredFriend.Type

/** `value` of the referral call. */
export const Referral = Schema.Struct({
  referralCode: Schema.String,
  referralUrl: Text,
  invitedCount: Num,
  qualifiedCount: Num,
  totalReward: Amount,
  rules: Text,
  list: Items(ReferredFriend),
})
export type Referral = typeof Referral.Type

/** The link to share: the platform's when sent, else the register page with the code (spec section 2 `/register`). */
export const referralLink = (r: Referral, origin: string): string =>
  r.referralUrl || `${origin}/register?referralCode=${encodeURIComponent(r.referralCode)}`
