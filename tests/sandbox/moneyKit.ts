/**
 * Helpers of the money and agent areas' sandbox tests: sessions opened straight on the sandbox's sessions (logging in
 * is the session area's to test), fresh idempotency keys, date ranges on the sandbox's clock, the contract check that
 * an answer decodes through core's declaration, and the ledger's invariants checked after every test that moves money.
 */
import { afterEach, expect } from "vitest"
import { dayOf } from "../../core/model/DateRange.ts"
import type { Database } from "../../sandbox/db/Database.ts"
import { client, fileSandbox, type TestSandbox } from "./harness.ts"
import { type Answer, refused as refuses } from "./sessionKit.ts"

/** The test file's sandbox (harness.ts `fileSandbox`), with the ledger's invariants checked after every test. */
export const ledgerSandbox = (): TestSandbox => {
  const sandbox = fileSandbox()
  afterEach(() => expectLedgerInvariants(sandbox))
  return sandbox
}

/**
 * The contract checks of the session area's tests, under the names the money tests read: an answer that decodes as a
 * success, a refusal in the platform's envelope.
 */
export { type Answer, decoded as decodes, refused as refuses } from "./sessionKit.ts"

/** A refusal with its status, its code and its words, whole. */
export const refusesWith = (res: Answer, status: number, errorCode: string, message: string) => {
  refuses(res, status, errorCode)
  expect(res.body.message).toBe(message)
}

/** A demo member by account. */
export const memberOf = async (sandbox: TestSandbox, account: string) => {
  const [row] = await sandbox.services.db.query<{ id: string | number; type: number }>(
    "select id, type from members where account = $1",
    [account],
  )
  if (row === undefined) expect.fail(`no member ${account}`)
  return { id: Number(row.id), account, type: Number(row.type) }
}

/** A wire client holding a fresh session of a demo member. */
export const signedIn = async (sandbox: TestSandbox, account: string) => {
  const member = await memberOf(sandbox, account)
  const c = client(sandbox.url)
  c.setToken(await sandbox.services.sessions.open(member, sandbox.services.clock(), "127.0.0.1"))
  return { c, member, money: moneyCalls(c) }
}

/** Calls of a client carrying an idempotency key (a fresh one unless given). */
export const moneyCalls =
  (c: ReturnType<typeof client>) =>
  (method: string, path: string, body: unknown, o: { key?: string; encrypted?: boolean } = {}) =>
    c.request(method, path, {
      body,
      encrypted: o.encrypted ?? false,
      headers: { "Idempotency-Key": o.key ?? newKey() },
    })

let keys = 0
/** A fresh idempotency key. */
export const newKey = () => `test-${process.pid}-${++keys}-${Math.random().toString(36).slice(2, 10)}`

const day = 24 * 60 * 60 * 1000

/** A day range around the sandbox's today (GMT+8): `back` days before to `ahead` days after. */
export const range = (sandbox: TestSandbox, back = 30, ahead = 1) => {
  const now = sandbox.services.clock()
  return { startDate: dayOf(now - back * day), endDate: dayOf(now + ahead * day) }
}

/** The balance of a member's ledger account by code (`MAIN`, `V:1001`, `HELD`, `POINTS`). */
export const balanceOf = async (sandbox: TestSandbox, memberId: number, code: string) =>
  Number(
    (
      await sandbox.services.db.query<{ balance: string }>(
        "select balance from accounts where member_id = $1 and code = $2",
        [memberId, code],
      )
    )[0]?.balance ?? 0,
  )

/** The ledger's invariants: every entry balances, all balances sum to 0, no member wallet below 0, no drift. */
export const expectLedgerInvariants = async (sandbox: TestSandbox) => {
  const db = sandbox.services.db
  expect(Number((await db.query<{ s: string }>("select coalesce(sum(balance), 0) as s from accounts"))[0]!.s)).toBe(0)
  await expectLedgerBalanced(db)
}

/** Every entry balances, no member wallet is below 0, no balance drifts from its postings. */
export const expectLedgerBalanced = async (db: Database) => {
  expect((await db.query("select journal_id from postings group by journal_id having sum(amount) <> 0")).length).toBe(0)
  expect((await db.query("select id from accounts where member_id is not null and balance < 0")).length).toBe(0)
  expect(
    (
      await db.query(
        `select a.id from accounts a left join postings p on p.account_id = a.id group by a.id, a.balance
          having a.balance <> coalesce(sum(p.amount), 0)`,
      )
    ).length,
  ).toBe(0)
}

/** A 1x1 PNG and a 1x1 JPEG header, as base64. */
export const pngBase64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC"
export const jpegBase64 = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString("base64")
