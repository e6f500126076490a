/**
 * Deposits, withdrawals, the transfer to the upline and the payment password (spec sections 2 and 4),
 * through core's workflows. Every call that moves money carries an idempotency key core keeps until
 * the platform answers; the pages follow pending orders until the platform settles them (core `followFunds`).
 */
import type { Deposit } from "../../core/model/Deposit.ts"
import type { Withdrawal } from "../../core/model/Withdrawal.ts"
import * as CancelWithdrawal from "../../core/workflows/cancelWithdrawal.ts"
import type { ConfirmForm } from "../../core/workflows/confirmWithdrawal.ts"
import * as ConfirmWithdrawal from "../../core/workflows/confirmWithdrawal.ts"
import * as FollowFunds from "../../core/workflows/followFunds.ts"
import * as LoadDepositChannels from "../../core/workflows/loadDepositChannels.ts"
import * as LoadFundsHistory from "../../core/workflows/loadFundsHistory.ts"
import * as LoadWithdrawalInfo from "../../core/workflows/loadWithdrawalInfo.ts"
import type { DepositForm } from "../../core/workflows/requestDeposit.ts"
import * as RequestDeposit from "../../core/workflows/requestDeposit.ts"
import * as SetPaymentPassword from "../../core/workflows/setPaymentPassword.ts"
import * as TransferToUpline from "../../core/workflows/transferToUpline.ts"
import type { WithdrawForm } from "../../core/workflows/withdraw.ts"
import * as Withdraw from "../../core/workflows/withdraw.ts"
import { attempt, run } from "../app/runtime.ts"
import { type MoneyOutcome, moneyOutcomeOf } from "./moneyOutcome.ts"

/** Loads the deposit channels and the recent deposits. */
export const loadDepositPage = async (): Promise<void> => {
  await Promise.all([
    run(LoadDepositChannels.loadDepositChannels),
    run(LoadFundsHistory.loadDepositHistory({ preset: "previous7" })),
  ])
}

/** Requests a deposit. */
export const deposit = async (form: DepositForm): Promise<MoneyOutcome<Deposit>> => {
  return moneyOutcomeOf(await attempt(RequestDeposit.requestDeposit(form)))
}

/** Reloads the deposits (refreshing the balance when one settled); true while one is still pending. */
export const followDeposits = async (): Promise<boolean> => {
  return (await run(FollowFunds.followDeposits)) ?? true
}

/** Loads the withdraw form's data, the recent withdrawals and those awaiting confirmation. */
export const loadWithdrawPage = async (): Promise<void> => {
  await Promise.all([
    run(LoadWithdrawalInfo.loadWithdrawalInfo),
    run(LoadFundsHistory.loadWithdrawalHistory({ preset: "previous7" })),
    run(LoadFundsHistory.loadPaymentConfirmations),
  ])
}

/** Loads whether the payment password is set (the withdraw form's data). */
export const loadWithdrawalInfo = async (): Promise<void> => {
  await run(LoadWithdrawalInfo.loadWithdrawalInfo)
}

/** Withdraws to a bank account. */
export const withdraw = async (form: WithdrawForm): Promise<MoneyOutcome<Withdrawal>> => {
  return moneyOutcomeOf(await attempt(Withdraw.withdraw(form)))
}

/** Reloads the withdrawals (refreshing the balance when one settled); true while one is still pending. */
export const followWithdrawals = async (): Promise<boolean> => {
  return (await run(FollowFunds.followWithdrawals)) ?? true
}

/** Cancels a pending withdrawal; the money goes back to the main wallet. */
export const cancelWithdrawal = async (withdrawalId: string): Promise<MoneyOutcome<Withdrawal>> => {
  return moneyOutcomeOf(await attempt(CancelWithdrawal.cancelWithdrawal(withdrawalId)))
}

/** Answers on a paid withdrawal: received, not received with proof, or forced after the timeout. */
export const confirmWithdrawal = async (form: ConfirmForm): Promise<MoneyOutcome<Withdrawal>> => {
  return moneyOutcomeOf(await attempt(ConfirmWithdrawal.confirmWithdrawal(form)))
}

/** Transfers an amount to the upline, confirmed by the payment password. */
export const transferToUpline = async (form: {
  readonly amount: number
  readonly paymentPassword: string
}): Promise<MoneyOutcome<unknown>> => {
  return moneyOutcomeOf(await attempt(TransferToUpline.transferToUpline(form)))
}

/** Sets or changes the payment password, proven by the login password. */
export const setPaymentPassword = async (form: {
  readonly loginPassword: string
  readonly paymentPassword: string
  readonly confirmPaymentPassword: string
}): Promise<MoneyOutcome<unknown>> => {
  return moneyOutcomeOf(await attempt(SetPaymentPassword.setPaymentPassword(form)))
}
