/**
 * The member's wallet (spec sections 2 and 4): the balance (the sum and each wallet), whether it is hidden (a click
 * toggles it, shown as ***), whether a refresh is under way, the merchant's wallet mode (single-wallet mode hides
 * transfers), the transfer in flight and its outcome, and the idempotency keys of every money call still waiting for
 * the platform's answer (state/pendingKeys.ts). Member data: cleared when the session ends or the member logs out.
 */
import type { Event, EventTag } from "../../events/Event.ts"
import { type Balance, defaultCurrencySymbol, type Wallet, walletsOf } from "../../model/Balance.ts"
import { type CallError, type CallFailure, callErrorOf } from "../../model/CallError.ts"
import type { PendingKeys } from "../../model/IdempotencyKey.ts"
import { isAutoTransfer, isSingleWallet } from "../../model/MerchantWallet.ts"
import { pendingKeyTags, reducePendingKeys } from "../pendingKeys.ts"
import { failedOrReset, type Handlers, type Mutable, resetTo, slice } from "../Slice.ts"
import { failedSubmissions, idle, movedBy, type Submission, sent, settled } from "../Submission.ts"

/** A transfer between the member's wallets, in minor units. */
export interface TransferInFlight {
  readonly fromAccountTypeId: number
  readonly toAccountTypeId: number
  readonly amount: number
}

/** The transfer sent and not yet answered; the last the platform made, and the amount it moved. */
export type TransferState = Submission<TransferInFlight, TransferInFlight & { readonly moved: number }>

export interface WalletState {
  /** A balance answer has arrived. */
  readonly loaded: boolean
  /** The sum over wallets, minor units. */
  readonly sum: number
  readonly currency: string | undefined
  /** The platform's symbol, else 'P' (spec section 9). */
  readonly currencySymbol: string
  readonly wallets: ReadonlyArray<Wallet>
  /** Shown as *** (spec section 2: a click toggles it). */
  readonly hidden: boolean
  readonly refreshing: boolean
  readonly error: CallError | undefined
  /** Single-wallet mode (GCS_merchantWallet `isSingle`); undefined until it loads. */
  readonly singleWallet: boolean | undefined
  /** The brand's auto-transfer into a game's wallet on launch (MerchantWallet `autoTransfer`); off until it loads. */
  readonly autoTransfer: boolean
  readonly transfer: TransferState
  /** Idempotency keys of money calls awaiting an answer, by endpoint name. */
  readonly pendingKeys: PendingKeys
}

/** The slice copied field by field, to set what changes on (Slice.ts, `Mutable`): balance answers come all session. */
const copyWallet = (s: WalletState): Mutable<WalletState> => ({
  loaded: s.loaded,
  sum: s.sum,
  currency: s.currency,
  currencySymbol: s.currencySymbol,
  wallets: s.wallets,
  hidden: s.hidden,
  refreshing: s.refreshing,
  error: s.error,
  singleWallet: s.singleWallet,
  autoTransfer: s.autoTransfer,
  transfer: s.transfer,
  pendingKeys: s.pendingKeys,
})

const balanceLoaded = (s: WalletState, b: Balance): WalletState => {
  const next = copyWallet(s)
  next.loaded = true
  next.sum = b.sumBalance
  next.currency = b.currency ?? undefined
  next.currencySymbol = b.currencySymbol || defaultCurrencySymbol
  next.wallets = walletsOf(b)
  next.refreshing = false
  next.error = undefined
  return next
}

const failedForm = failedSubmissions<WalletState>({ walletTransfer: "transfer" })

const failed = (s: WalletState, e: CallFailure): WalletState =>
  e.endpoint === "balance" ? { ...s, refreshing: false, error: callErrorOf(e) } : failedForm(s, e)

export const initialWallet: WalletState = {
  loaded: false,
  sum: 0,
  currency: undefined,
  currencySymbol: defaultCurrencySymbol,
  wallets: [],
  hidden: false,
  refreshing: false,
  error: undefined,
  singleWallet: undefined,
  autoTransfer: false,
  transfer: idle,
  pendingKeys: {},
}

const own: Handlers<WalletState> = {
  BalanceRefreshRequested: (s) => {
    if (s.refreshing) return s
    const next = copyWallet(s)
    next.refreshing = true
    return next
  },
  BalanceLoaded: (s, e) => balanceLoaded(s, e.value),
  BalanceVisibilityToggled: (s) => {
    const next = copyWallet(s)
    next.hidden = !s.hidden
    return next
  },
  MerchantWalletLoaded: (s, e) => {
    const single = isSingleWallet(e.value)
    const auto = isAutoTransfer(e.value)
    return s.singleWallet === single && s.autoTransfer === auto ? s : { ...s, singleWallet: single, autoTransfer: auto }
  },
  WalletTransferRequested: (s, e) => ({
    ...s,
    transfer: sent(s.transfer, {
      fromAccountTypeId: e.fromAccountTypeId,
      toAccountTypeId: e.toAccountTypeId,
      amount: e.amount,
    }),
  }),
  WalletTransferred: (s, e) => {
    const transfer = settled(s.transfer, movedBy(e.value.successAmount))
    return transfer === undefined ? s : { ...s, transfer }
  },
  ...failedOrReset(failed, resetTo(initialWallet)),
}

/** The slice's own handlers, each followed by the pending keys' fold for the tags that concern them. */
const handlers = (): Handlers<WalletState> => {
  const out: Record<string, (s: WalletState, e: Event, st: never) => WalletState> = {}
  const tags = new Set<string>([...Object.keys(own), ...pendingKeyTags])
  for (const tag of tags) {
    const first = own[tag as EventTag] as ((s: WalletState, e: Event, st: never) => WalletState) | undefined
    const keyed = pendingKeyTags.includes(tag)
    if (!keyed && first !== undefined) {
      out[tag] = first
      continue
    }
    out[tag] = (s, e, st) => {
      const after = first === undefined ? s : first(s, e, st)
      if (!keyed) return after
      const keys = reducePendingKeys(after.pendingKeys, e)
      return keys === after.pendingKeys ? after : { ...after, pendingKeys: keys }
    }
  }
  return out as Handlers<WalletState>
}

export const wallet = slice<WalletState>(initialWallet, handlers())
