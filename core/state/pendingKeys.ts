/**
 * The idempotency keys the wallet slice keeps for every call that moves money (model/IdempotencyKey.ts): set by the
 * intent that carries the key, dropped when the platform answers (its answer event, or a refusal of that endpoint),
 * kept when the link dropped or the answer did not decode (the outcome is unknown, the retry must reuse the key).
 */
import type { Api } from "../contract/Api.ts"
import type { Event } from "../events/Event.ts"
import { type CallFailure, isDefinite } from "../model/CallError.ts"
import { fingerprintOf, type PendingKeys } from "../model/IdempotencyKey.ts"

/** The intents that carry a key, and the endpoint (action) each is for. */
export const moneyIntents = {
  WalletTransferRequested: "walletTransfer",
  DepositRequested: "depositRequest",
  WithdrawalRequested: "withdraw",
  WithdrawalCancelRequested: "cancelWithdrawal",
  UplineTransferRequested: "uplineTransfer",
  DownlineTransferRequested: "downlineTransfer",
  PointsRedeemRequested: "redeemPointReward",
  PointsConvertRequested: "convertPoint",
  RaffleClaimRequested: "claimRaffle",
  MissionClaimRequested: "claimMission",
} as const satisfies Partial<Record<Event["_tag"], keyof typeof Api>>

/** A money action: the name of its endpoint. */
export type MoneyAction = (typeof moneyIntents)[keyof typeof moneyIntents]

const actions: ReadonlyArray<MoneyAction> = Object.values(moneyIntents)

/**
 * The answer event of each money action: `Api[action].answered`, written out so that the state (in the UI's first
 * chunk) does not load the whole contract and every schema with it; the type keeps it equal to the contract.
 */
export const moneyAnswers = {
  walletTransfer: "WalletTransferred",
  depositRequest: "DepositOrderCreated",
  withdraw: "WithdrawalSubmitted",
  cancelWithdrawal: "WithdrawalCancelled",
  uplineTransfer: "UplineTransferred",
  downlineTransfer: "DownlineTransferred",
  redeemPointReward: "PointRewardRedeemed",
  convertPoint: "PointsConverted",
  claimRaffle: "RaffleClaimed",
  claimMission: "MissionRewardClaimed",
} as const satisfies { readonly [A in MoneyAction]: (typeof Api)[A]["answered"] }

/** Answer tag → action. */
const byAnswer: ReadonlyMap<string, MoneyAction> = new Map(actions.map((a) => [moneyAnswers[a], a]))

const byIntent: ReadonlyMap<string, MoneyAction> = new Map(Object.entries(moneyIntents))

const without = (keys: PendingKeys, action: string): PendingKeys => {
  if (keys[action] === undefined) return keys
  const { [action]: _, ...rest } = keys
  return rest
}

/** Every tag the keys react to (besides the session's end). */
export const pendingKeyTags: ReadonlyArray<string> = [...byIntent.keys(), ...byAnswer.keys(), "CallFailed"]

/** Folds an event into the pending keys; the same object when nothing changes. */
export const reducePendingKeys = (keys: PendingKeys, event: Event): PendingKeys => {
  const intentAction = byIntent.get(event._tag)
  if (intentAction !== undefined && "key" in event && typeof event.key === "string") {
    const fingerprint = fingerprintOf(event)
    const current = keys[intentAction]
    return current?.key === event.key && current.fingerprint === fingerprint
      ? keys
      : { ...keys, [intentAction]: { key: event.key, fingerprint } }
  }
  const answerAction = byAnswer.get(event._tag)
  if (answerAction !== undefined) return without(keys, answerAction)
  if (event._tag === "CallFailed" && isDefinite(event as CallFailure)) return without(keys, event.endpoint)
  return keys
}
