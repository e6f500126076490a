/**
 * The funds slice's value before any event, apart from its handlers (funds.ts): the first
 * view's store holds it while the handlers load after the first view (core/state/laterSlices.ts
 * for the first view's byte budget).
 */
import type { FundsState } from "./funds.ts"

const idle = { inFlight: undefined, last: undefined, error: undefined } as const

const noHistory = { rows: [], page: 1, totalPages: 0, loaded: false } as const

export const initialFunds: FundsState = {
  channels: [],
  channelsLoaded: false,
  deposit: idle,
  deposits: noHistory,
  withdrawalInfo: undefined,
  withdraw: idle,
  withdrawals: noHistory,
  confirmations: [],
  confirm: idle,
  cancel: idle,
  upline: idle,
  paymentPassword: idle,
}
