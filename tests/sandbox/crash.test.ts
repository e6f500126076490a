/**
 * The sandbox survives being killed at any moment: under a load of transfers the process is killed with
 * SIGKILL; after a restart on the same data directory every acknowledged transfer is there (its idempotency key
 * answers with the stored result and moves nothing: each wallet, main and vendor, keeps its balance after each
 * replay, which the sum of the wallets alone could not show for a transfer between them) and the ledger still
 * balances.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { afterAll, describe, expect, inject, it, vi } from "vitest"
import { migrate } from "../../sandbox/db/migrate.ts"
import { openPglite } from "../../sandbox/db/pglite.ts"
import { client, engine } from "./harness.ts"
import { spawnSandbox } from "./process.ts"

const dataDir = mkdtempSync(join(tmpdir(), "arena-crash-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const loginAs = async (url: string) => {
  const c = client(url)
  const res = await c.request("POST", "/wps/session/login", {
    body: { username: "player01", password: "Player123", type: "username" },
    encrypted: true,
  })
  c.setToken(res.body.value.token)
  return c
}

describe.skipIf(engine !== "pglite")("crash safety", () => {
  it("keeps every acknowledged transfer and a balanced ledger after SIGKILL", async () => {
    // The data folder starts as the run's migrated template (template.ts) instead of the sandbox's own initdb and
    // migrations, half of this test's CPU; what is killed and restarted is the same process on the same folder.
    const template = inject("pgliteTemplate")
    if (template) {
      const pg = await PGlite.create(join(dataDir, "pglite"), { loadDataDir: new Blob([readFileSync(template)]) })
      await pg.close()
    }
    const first = await spawnSandbox(dataDir)
    // Its start banner (development mode) lists the demo accounts with the demo payment password: checked on this
    // spawn, the only test that starts the real entry point.
    const { demoPaymentPassword } = await import("../../sandbox/money/seedFunds.ts")
    await vi.waitFor(() => expect(first.output()).toMatch(new RegExp(`[Pp]ayment password.*${demoPaymentPassword}`)))
    const c = await loginAs(first.url)
    const acknowledged: Array<{ key: string; body: Record<string, number> }> = []
    // The kill comes once enough transfers are acknowledged, whatever the machine's speed.
    const enough = 40
    let reachedEnough: () => void = () => undefined
    const reached = new Promise<void>((resolve) => {
      reachedEnough = resolve
    })
    let n = 0
    let stop = false
    const worker = async () => {
      while (!stop) {
        n++
        const toVendor = n % 2 === 1
        const key = `crash-${n}-${Math.random().toString(36).slice(2)}`
        const body = { fromAccountTypeId: toVendor ? 0 : 1001, toAccountTypeId: toVendor ? 1001 : 0, amount: 1 }
        try {
          const res = await c.request("POST", "/wps/relay/GCS_walletTransfer", {
            body,
            headers: { "Idempotency-Key": key },
          })
          if (res.status === 200) acknowledged.push({ key, body })
          if (acknowledged.length >= enough) reachedEnough()
        } catch {
          return // the connection died with the process
        }
      }
    }
    const workers = [worker(), worker(), worker(), worker()]
    await reached
    await first.kill("SIGKILL")
    stop = true
    await Promise.all(workers)
    expect(acknowledged.length).toBeGreaterThanOrEqual(enough)

    const second = await spawnSandbox(dataDir)
    const c2 = await loginAs(second.url)
    const wallets = async () => {
      const value = (await c2.get("/wps/v2/wallets/balance")).body.value as {
        sumBalance: number
        balance: ReadonlyArray<{ accountTypeId: number | string; availBalance: number }>
      }
      return {
        sum: value.sumBalance,
        each: Object.fromEntries(value.balance.map((w) => [String(w.accountTypeId), w.availBalance])),
      }
    }
    const before = await wallets()
    expect(Object.keys(before.each)).toEqual(expect.arrayContaining(["0", "1001"]))
    for (const a of acknowledged.slice(-50)) {
      const res = await c2.request("POST", "/wps/relay/GCS_walletTransfer", {
        body: a.body,
        headers: { "Idempotency-Key": a.key },
      })
      expect(res.status).toBe(200)
      expect(await wallets(), `replaying ${a.key}`).toEqual(before)
    }
    await second.kill("SIGTERM")

    const db = await openPglite(dataDir)
    await migrate(db)
    const keys = new Set(
      (await db.query<{ key: string }>("select key from idempotency_keys")).map((r) =>
        r.key.split(":").slice(1).join(":"),
      ),
    )
    for (const a of acknowledged) expect(keys.has(a.key)).toBe(true)
    expect((await db.query("select journal_id from postings group by journal_id having sum(amount) <> 0")).length).toBe(
      0,
    )
    expect(Number((await db.query<{ s: string }>("select coalesce(sum(balance), 0) as s from accounts"))[0]!.s)).toBe(0)
    expect((await db.query("select id from accounts where member_id is not null and balance < 0")).length).toBe(0)
    const drift = await db.query(
      "select a.id from accounts a left join postings p on p.account_id = a.id group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0)",
    )
    expect(drift.length).toBe(0)
    await db.close()
  }, 900_000)
})
