/**
 * Helpers of the games and content areas' sandbox tests: a vendor wallet funded from the house and read back, and
 * the money area's helpers they share (a session opened straight on the sandbox's sessions, the contract check that
 * an answer decodes through core's declaration of its endpoint).
 */
import { Api } from "../../core/contract/Api.ts"
import { launchUrlOf } from "../../core/model/LaunchRequest.ts"
import { balanceOf, House, main, transfer, vendor } from "../../sandbox/ledger/ledger.ts"
import { gls } from "../launchQueries.ts"
import type { TestSandbox } from "./harness.ts"
import { decodes, type signedIn } from "./moneyKit.ts"

export { gls, lott } from "../launchQueries.ts"
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

/** Launches a demo game as the member's client does; the game page's address and its launch token. */
export const launchGame = async (
  c: Awaited<ReturnType<typeof signedIn>>["c"],
  gameId = "PT-001",
  vassalage = "PT",
): Promise<{ url: URL; token: string }> => {
  const answer = decodes(Api.launchGame, await c.get(Api.launchGame.path, gls({ gameId, vassalage })))
  const url = new URL(launchUrlOf(answer)!)
  return { url, token: url.searchParams.get("t")! }
}

/** A call of the game API as the sandboxed page makes it: origin "null", no cookies. */
export const gameApiOf = (sandbox: TestSandbox) => async (path: string, body?: unknown) => {
  const res = await fetch(`${sandbox.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Origin: "null", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as any }
}
