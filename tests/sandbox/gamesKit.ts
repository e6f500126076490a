/**
 * Helpers of the games and content areas' sandbox tests: a session opened straight on the sandbox's sessions (the
 * login itself is the session area's to test), a vendor wallet funded from the house, and the contract check that
 * an answer decodes through core's declaration of its endpoint.
 */
import * as Result from "effect/Result"
import { expect } from "vitest"
import { decodeAnswer } from "../../core/contract/decode.ts"
import type { Endpoint } from "../../core/contract/Endpoint.ts"
import { balanceOf, House, main, transfer, vendor } from "../../sandbox/ledger/ledger.ts"
import { client, type TestSandbox } from "./harness.ts"

/** A wire answer as the harness returns it. */
export interface Answer {
  readonly status: number
  readonly body: { success?: boolean; value?: any; errorCode?: string; message?: string } & Record<string, any>
}

/** Asserts the answer decodes through the endpoint's contract as a success; returns the decoded value. */
export const decodes = <E extends Endpoint>(endpoint: E, res: Answer): E["response"]["Type"] => {
  const r = decodeAnswer(endpoint, res.status, res.body)
  if (Result.isFailure(r)) {
    expect.fail(`${endpoint.name} answered ${res.status} ${JSON.stringify(res.body).slice(0, 500)}: ${r.failure._tag}`)
  }
  return (r as Result.Success<E["response"]["Type"], unknown>).success
}

/** Asserts a refusal in the platform's envelope. */
export const refuses = (res: Answer, status: number, errorCode: string) => {
  expect({ status: res.status, errorCode: res.body.errorCode }, res.body.message).toEqual({ status, errorCode })
  expect(res.body.success).toBe(false)
}

/** A member of the demo brand by account. */
export const memberOf = async (sandbox: TestSandbox, account: string) => {
  const [row] = await sandbox.services.db.query<{ id: string | number; type: number }>(
    "select id, type from members where account = $1",
    [account],
  )
  if (row === undefined) expect.fail(`no member ${account}`)
  return { id: Number(row.id), account, type: Number(row.type) }
}

/** A client holding a fresh session of a demo member. */
export const signedIn = async (sandbox: TestSandbox, account: string) => {
  const member = await memberOf(sandbox, account)
  const c = client(sandbox.url)
  c.setToken(await sandbox.services.sessions.open(member, sandbox.services.clock(), "127.0.0.1"))
  return { c, member }
}

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
