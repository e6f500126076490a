/**
 * Deposits and withdrawals (spec sections 1, 4 and 9): the deposit channels, the deposit in flight and the last order
 * it opened, the deposit history; what the withdraw form needs, the withdrawal in flight and the last one made, the
 * withdrawal history; the paid withdrawals awaiting the member's confirmation (received, not received with proof, or
 * forced after the timeout: the matched deposit is not refunded), a cancellation in flight; the transfer to the
 * upline; the payment password. States: pending, approved, rejected, cancelled. Member data: cleared when the
 * session ends or the member logs out.
 */
import type { Deposit, DepositChannel } from "../../model/Deposit.ts"
import { rowsOf, totalPagesOf } from "../../model/Page.ts"
import { awaitsConfirmation, type ConfirmResult, type Withdrawal, type WithdrawalInfo } from "../../model/Withdrawal.ts"
import { failedOrReset, type Handlers, resetTo, slice } from "../Slice.ts"
import { failedSubmissions, idle, made, movedBy, type Submission, sent, settled } from "../Submission.ts"

/** A listed history: the rows of the page shown and the page count. */
export interface History<Row> {
  readonly rows: ReadonlyArray<Row>
  readonly page: number
  readonly totalPages: number
  readonly loaded: boolean
}

export interface FundsState {
  readonly channels: ReadonlyArray<DepositChannel>
  readonly channelsLoaded: boolean
  readonly deposit: Submission<{ readonly channelId: string; readonly amount: number }, Deposit>
  readonly deposits: History<Deposit>
  readonly withdrawalInfo: WithdrawalInfo | undefined
  readonly withdraw: Submission<{ readonly bankAccountId: string; readonly amount: number }, Withdrawal>
  readonly withdrawals: History<Withdrawal>
  /** Paid withdrawals awaiting the member's confirmation. */
  readonly confirmations: ReadonlyArray<Withdrawal>
  readonly confirm: Submission<{ readonly withdrawalId: string; readonly result: ConfirmResult }, Withdrawal>
  readonly cancel: Submission<{ readonly withdrawalId: string }, Withdrawal>
  readonly upline: Submission<{ readonly amount: number }, { readonly amount: number; readonly moved: number }>
  readonly paymentPassword: Submission<true, true>
}

const historyOf = <Row>(page: {
  readonly list?: ReadonlyArray<Row> | null | undefined
  readonly totalPages?: number | null | undefined
  readonly pageNum?: number | null | undefined
}): History<Row> => ({ rows: rowsOf(page), page: page.pageNum ?? 1, totalPages: totalPagesOf(page), loaded: true })

/** Puts an updated withdrawal in place of the one with its id, in the history and the confirmation list. */
const updated = (s: FundsState, w: Withdrawal): Pick<FundsState, "withdrawals" | "confirmations"> => ({
  withdrawals: { ...s.withdrawals, rows: s.withdrawals.rows.map((r) => (r.id === w.id ? w : r)) },
  confirmations: awaitsConfirmation(w)
    ? s.confirmations.map((r) => (r.id === w.id ? w : r))
    : s.confirmations.filter((r) => r.id !== w.id),
})

/** The form each call of this slice answers; the failure of another call changes nothing here. */
const failed = failedSubmissions<FundsState>({
  depositRequest: "deposit",
  withdraw: "withdraw",
  confirmWithdrawal: "confirm",
  cancelWithdrawal: "cancel",
  uplineTransfer: "upline",
  paymentPassword: "paymentPassword",
})

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

const handlers: Handlers<FundsState> = {
  DepositChannelsLoaded: (s, e) => ({ ...s, channels: e.value, channelsLoaded: true }),
  DepositRequested: (s, e) => ({ ...s, deposit: sent(s.deposit, { channelId: e.channelId, amount: e.amount }) }),
  DepositOrderCreated: (s, e) => ({
    ...s,
    deposit: made(e.value),
    deposits: { ...s.deposits, rows: [e.value, ...s.deposits.rows.filter((d) => d.id !== e.value.id)] },
  }),
  DepositHistoryLoaded: (s, e) => ({ ...s, deposits: historyOf(e.value) }),
  WithdrawalInfoLoaded: (s, e) => ({ ...s, withdrawalInfo: e.value }),
  WithdrawalRequested: (s, e) => ({
    ...s,
    withdraw: sent(s.withdraw, { bankAccountId: e.bankAccountId, amount: e.amount }),
  }),
  WithdrawalSubmitted: (s, e) => ({
    ...s,
    withdraw: made(e.value),
    withdrawals: { ...s.withdrawals, rows: [e.value, ...s.withdrawals.rows.filter((w) => w.id !== e.value.id)] },
  }),
  WithdrawalHistoryLoaded: (s, e) => ({ ...s, withdrawals: historyOf(e.value) }),
  PaymentConfirmationsLoaded: (s, e) => ({ ...s, confirmations: rowsOf(e.value).filter(awaitsConfirmation) }),
  WithdrawalConfirmationRequested: (s, e) => ({
    ...s,
    confirm: sent(s.confirm, { withdrawalId: e.withdrawalId, result: e.result }),
  }),
  WithdrawalConfirmed: (s, e) => ({ ...s, ...updated(s, e.value), confirm: made(e.value) }),
  WithdrawalCancelRequested: (s, e) => ({ ...s, cancel: sent(s.cancel, { withdrawalId: e.withdrawalId }) }),
  WithdrawalCancelled: (s, e) => ({ ...s, ...updated(s, e.value), cancel: made(e.value) }),
  UplineTransferRequested: (s, e) => ({ ...s, upline: sent(s.upline, { amount: e.amount }) }),
  UplineTransferred: (s, e) => {
    const upline = settled(s.upline, movedBy(e.value.successAmount))
    return upline === undefined ? s : { ...s, upline }
  },
  PaymentPasswordSet: (s) => ({
    ...s,
    paymentPassword: made(true),
    withdrawalInfo: s.withdrawalInfo === undefined ? undefined : { ...s.withdrawalInfo, hasPaymentPassword: true },
  }),
  ...failedOrReset(failed, resetTo(initialFunds)),
}

export const funds = slice<FundsState>(initialFunds, handlers)
