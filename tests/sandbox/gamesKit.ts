/**
 * Helpers of the games and content areas' sandbox tests: a vendor wallet funded from the house and read back, and
 * the money area's helpers they share (a session opened straight on the sandbox's sessions, the contract check that
 * an answer decodes through core's declaration of its endpoint).
 */
import { balanceOf, House, main, transfer, vendor } from "../../sandbox/ledger/ledger.ts"
import type { TestSandbox } from "./harness.ts"

export { type Answer, decodes, memberOf, refuses, signedIn } from "./moneyKit.ts"

/** Puts money in a member's vendor wallet from the house (a deposit, as far as the ledger is concerned). */
export const fundVendor = (sandbox: TestSandbox, memberId: number, accountTypeId: number, amount: number) =>
  sandbox.services.db.transaction((tx) =>
    transfer(tx, "test.deposit", memberId, House.cash, vendor(memberId, accountTypeId), amount),
  )

/** The balance of a member's vendor wallet (or main wallet, for 0). */
export const walletBalance = (sandbox: TestSandbox, memberId: number, accountTypeId: number) =>
  balanceOf(sandbox.services.db, accountTypeId === 0 ? main(memberId) : vendor(memberId, accountTypeId))

/** Journal entries whose postings do not sum to zero (always none). */
export const unbalancedEntries = async (sandbox: TestSandbox) =>
  (await sandbox.services.db.query("select journal_id from postings group by journal_id having sum(amount) <> 0"))
    .length
