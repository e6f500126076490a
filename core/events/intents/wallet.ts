/**
 * What the person did in the member centre (spec sections 2 and 4): the balance, transfers, deposits, withdrawals
 * and their confirmation, the points mall, records, promotions, missions and messages; and what a member workflow
 * states before a call whose answer does not repeat the request (README, Decisions: the reducer learns it here).
 *
 * Intents of calls that move money carry the call's idempotency key (`key`): the state keeps it until the platform
 * answers, so a double submit or a retry after a dropped link sends the same key again. They carry no secret.
 */
import * as Schema from "effect/Schema"
import { MemberCentrePage } from "../../model/MemberCentrePage.ts"
import { RecordFilter, RecordKind } from "../../model/Records.ts"
import { ConfirmResult } from "../../model/Withdrawal.ts"

const Key = Schema.String
const Cents = Schema.Int

/** The refresh icon of the balance was pressed, or a workflow refreshes it after money moved. */
export const BalanceRefreshRequested = Schema.TaggedStruct("BalanceRefreshRequested", {})

/** A transfer between the member's wallets was sent (amount in minor units). */
export const WalletTransferRequested = Schema.TaggedStruct("WalletTransferRequested", {
  key: Key,
  fromAccountTypeId: Schema.Number,
  toAccountTypeId: Schema.Number,
  amount: Cents,
})

/** A deposit request was sent on a channel. */
export const DepositRequested = Schema.TaggedStruct("DepositRequested", {
  key: Key,
  channelId: Schema.String,
  amount: Cents,
})

/** A withdrawal was sent to a bank account (the payment password travels only in the call). */
export const WithdrawalRequested = Schema.TaggedStruct("WithdrawalRequested", {
  key: Key,
  bankAccountId: Schema.String,
  amount: Cents,
})

/** The member answered on a paid withdrawal: received, not received (with proof), or forced after the timeout. */
export const WithdrawalConfirmationRequested = Schema.TaggedStruct("WithdrawalConfirmationRequested", {
  withdrawalId: Schema.String,
  result: ConfirmResult,
})

/** A pending withdrawal's cancellation was sent. */
export const WithdrawalCancelRequested = Schema.TaggedStruct("WithdrawalCancelRequested", {
  key: Key,
  withdrawalId: Schema.String,
})

/** A transfer to the upline was sent. */
export const UplineTransferRequested = Schema.TaggedStruct("UplineTransferRequested", { key: Key, amount: Cents })

/**
 * The member centre opened on a page (after the real-account check, spec section 4). It closes with the modal
 * stack's `ModalClosed { modal: "memberCentre" }`, by its close button or by Escape alike.
 */
export const MemberCentreOpened = Schema.TaggedStruct("MemberCentreOpened", { page: MemberCentrePage })

/** A page of the member centre's menu was chosen. */
export const MemberCentrePageSelected = Schema.TaggedStruct("MemberCentrePageSelected", { page: MemberCentrePage })

/** A reward of the points mall was picked from the reward centre (the point-mall handle). */
export const PointMallItemSelected = Schema.TaggedStruct("PointMallItemSelected", { rewardId: Schema.String })

/** A page of the points mall's rewards was asked for. */
export const PointRewardsQueried = Schema.TaggedStruct("PointRewardsQueried", {
  page: Schema.Int,
  size: Schema.Int,
  type: Schema.optionalKey(Schema.String),
})

/** A reward's redemption was sent (the login password travels only in the call). */
export const PointsRedeemRequested = Schema.TaggedStruct("PointsRedeemRequested", {
  key: Key,
  rewardId: Schema.String,
  quantity: Schema.Int,
  redeemType: Schema.String,
})

/** A conversion of points to money was sent. */
export const PointsConvertRequested = Schema.TaggedStruct("PointsConvertRequested", {
  key: Key,
  amount: Schema.Number,
})

/** A record list was asked for with a filter (the answer fills that list). */
export const RecordsQueried = Schema.TaggedStruct("RecordsQueried", { kind: RecordKind, filter: RecordFilter })

/** An application to a promotion was sent. */
export const PromotionApplicationRequested = Schema.TaggedStruct("PromotionApplicationRequested", {
  promotionId: Schema.String,
})

/** A raffle prize claim was sent. */
export const RaffleClaimRequested = Schema.TaggedStruct("RaffleClaimRequested", { key: Key })

/** A mission reward claim was sent. */
export const MissionClaimRequested = Schema.TaggedStruct("MissionClaimRequested", {
  key: Key,
  missionId: Schema.String,
})

/** A page of the inbox was asked for. */
export const InboxQueried = Schema.TaggedStruct("InboxQueried", { page: Schema.Int, size: Schema.Int })

/** Messages were opened: marking them read was sent. */
export const MessagesReadRequested = Schema.TaggedStruct("MessagesReadRequested", { ids: Schema.Array(Schema.String) })

/** Member and agent actions a workflow may refuse before any call. */
export const MemberAction = Schema.Literals([
  "walletTransfer",
  "allToMain",
  "deposit",
  "withdraw",
  "confirmWithdrawal",
  "cancelWithdrawal",
  "uplineTransfer",
  "downlineTransfer",
  "redeemPoints",
  "convertPoints",
  "applyPromotion",
  "claimRaffle",
  "claimMission",
  "records",
  "messages",
  "referral",
  "agentReport",
  "contractDecision",
  "contractOffer",
  "paymentPassword",
  "protection",
])
export type MemberAction = typeof MemberAction.Type

/**
 * An action was refused before any call, with the reason (a message key of validation/MessageKeys where one fits:
 * `amount_below_min`, `amount_above_balance`, `input_required`...; else our reason code: `same_wallet`,
 * `single_wallet`, `not_cancellable`, `not_awaiting_confirmation`, `timeout_not_reached`, `unknown_contract`...).
 */
export const MemberActionRefused = Schema.TaggedStruct("MemberActionRefused", {
  action: MemberAction,
  reason: Schema.String,
})

export const walletIntents = [
  BalanceRefreshRequested,
  WalletTransferRequested,
  DepositRequested,
  WithdrawalRequested,
  WithdrawalConfirmationRequested,
  WithdrawalCancelRequested,
  UplineTransferRequested,
  MemberCentreOpened,
  MemberCentrePageSelected,
  PointMallItemSelected,
  PointRewardsQueried,
  PointsRedeemRequested,
  PointsConvertRequested,
  RecordsQueried,
  PromotionApplicationRequested,
  RaffleClaimRequested,
  MissionClaimRequested,
  InboxQueried,
  MessagesReadRequested,
  MemberActionRefused,
] as const
export type WalletIntent = (typeof walletIntents)[number]["Type"]
