/**
 * The wallet slice's value before any event, apart from its handlers (wallet.ts): the first
 * view's store holds it while the handlers load after the first view (core/state/laterSlices.ts
 * for the first view's byte budget).
 */
import { defaultCurrencySymbol } from "../../model/Balance.ts"
import type { WalletState } from "./wallet.ts"

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
  transfer: { inFlight: undefined, done: undefined, error: undefined },
  pendingKeys: {},
}
