/**
 * Deposits, withdrawals, the transfer to the upline and the payment password (spec sections 2 and 4),
 * through core's workflows (loaded lazily). Every call that moves money carries an idempotency key core keeps until
 * the platform answers; the pages follow pending orders until the platform settles them (core `followFunds`).
 */
import type { Deposit } from "../../core/model/Deposit.ts"
import type { Withdrawal } from "../../core/model/Withdrawal.ts"
import type { ConfirmForm } from "../../core/workflows/confirmWithdrawal.ts"
import type { DepositForm } from "../../core/workflows/requestDeposit.ts"
import type { WithdrawForm } from "../../core/workflows/withdraw.ts"
import { attempt, run } from "../app/runtime.ts"
import { type MoneyOutcome, moneyOutcomeOf } from "./moneyOutcome.ts"

/** Loads the deposit channels and the recent deposits. */
export const loadDepositPage = async (): Promise<void> => {
  const [channels, history] = await Promise.all([
    import("../../core/workflows/loadDepositChannels.ts"),
    import("../../core/workflows/loadFundsHistory.ts"),
  ])
  await Promise.all([run(channels.loadDepositChannels), run(history.loadDepositHistory({ preset: "previous7" }))])
}

/** Requests a deposit. */
export const deposit = async (form: DepositForm): Promise<MoneyOutcome<Deposit>> => {
  const m = await import("../../core/workflows/requestDeposit.ts")
  return moneyOutcomeOf(await attempt(m.requestDeposit(form)))
}

/** Reloads the deposits (refreshing the balance when one settled); true while one is still pending. */
export const followDeposits = async (): Promise<boolean> => {
  const m = await import("../../core/workflows/followFunds.ts")
  return (await run(m.followDeposits)) ?? true
}

/** Loads the withdraw form's data, the recent withdrawals and those awaiting confirmation. */
export const loadWithdrawPage = async (): Promise<void> => {
  const [info, history] = await Promise.all([
    import("../../core/workflows/loadWithdrawalInfo.ts"),
    import("../../core/workflows/loadFundsHistory.ts"),
  ])
  await Promise.all([
    run(info.loadWithdrawalInfo),
    run(history.loadWithdrawalHistory({ preset: "previous7" })),
    run(history.loadPaymentConfirmations),
  ])
}

/** Loads whether the payment password is set (the withdraw form's data). */
export const loadWithdrawalInfo = async (): Promise<void> => {
  const m = await import("../../core/workflows/loadWithdrawalInfo.ts")
  await run(m.loadWithdrawalInfo)
}

/** Withdraws to a bank account. */
export const withdraw = async (form: WithdrawForm): Promise<MoneyOutcome<Withdrawal>> => {
  const m = await import("../../core/workflows/withdraw.ts")
  return moneyOutcomeOf(await attempt(m.withdraw(form)))
}

/** Reloads the withdrawals (refreshing the balance when one settled); true while one is still pending. */
export const followWithdrawals = async (): Promise<boolean> => {
  const m = await import("../../core/workflows/followFunds.ts")
  return (await run(m.followWithdrawals)) ?? true
}

/** Cancels a pending withdrawal; the money goes back to the main wallet. */
export const cancelWithdrawal = async (withdrawalId: string): Promise<MoneyOutcome<Withdrawal>> => {
  const m = await import("../../core/workflows/cancelWithdrawal.ts")
  return moneyOutcomeOf(await attempt(m.cancelWithdrawal(withdrawalId)))
}

/** Answers on a paid withdrawal: received, not received with proof, or forced after the timeout. */
export const confirmWithdrawal = async (form: ConfirmForm): Promise<MoneyOutcome<Withdrawal>> => {
  const m = await import("../../core/workflows/confirmWithdrawal.ts")
  return moneyOutcomeOf(await attempt(m.confirmWithdrawal(form)))
}

/** Transfers an amount to the upline, confirmed by the payment password. */
export const transferToUpline = async (form: {
  readonly amount: number
  readonly paymentPassword: string
}): Promise<MoneyOutcome<unknown>> => {
  const m = await import("../../core/workflows/transferToUpline.ts")
  return moneyOutcomeOf(await attempt(m.transferToUpline(form)))
}

/** Sets or changes the payment password, proven by the login password. */
export const setPaymentPassword = async (form: {
  readonly loginPassword: string
  readonly paymentPassword: string
  readonly confirmPaymentPassword: string
}): Promise<MoneyOutcome<unknown>> => {
  const m = await import("../../core/workflows/setPaymentPassword.ts")
  return moneyOutcomeOf(await attempt(m.setPaymentPassword(form)))
}
