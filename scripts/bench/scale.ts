/**
 * Several instances on one PostgreSQL (sandbox/cluster.ts): transfers a second through a round-robin proxy with one
 * instance behind it, then with two (same database, same run, same proxy, so only the number of instances changes),
 * the balance call's p99 latency with two, and how long a logout on one instance takes to end the session on the
 * other. Needs a PostgreSQL server: `ARENA_BENCH_PG`, else `ARENA_TEST_PG` (an admin URL: a fresh database is made
 * and dropped). The instances' access log is off (ARENA_ACCESS_LOG=0): the figures measure the platform, not the
 * pipe to this process. `scale.two.transfer.not_2xx` counts answers other than 200 (a transfer back to main that
 * came before its vendor wallet held anything is refused: that is the ledger at work, not a loss). After the loads the
 * ledger must still balance (`scale.ledger_unbalanced` 0).
 */
import autocannon from "autocannon"
import pg from "pg"
import { type Instance, startInstance, startProxy } from "../../sandbox/cluster.ts"
import { sealForTest } from "../../sandbox/crypto/envelope.ts"
import { scratchDatabase } from "../../sandbox/db/scratch.ts"
import type { Figures } from "./areas.ts"

const connections = 32
const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const accounts = [
  ["player01", "Player123"],
  ["down01", "Player123"],
  ["down02", "Player123"],
  ["agent01", "Agent123"],
  ["agent02", "Agent123"],
] as const

/** The platform headers of every call (wire notes). */
export const wire = { "X-Gateway-Version": "3", Merchant: "arena", Device: "web", Language: "EN" }
const key16 = () =>
  Array.from(
    { length: 16 },
    () => "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghkmnpqrstuvwxyz23456789"[Math.floor(Math.random() * 52)],
  ).join("")

/** Logs `username` in on `base` (its encrypted call, as the portal sends it); the session token. */
export const login = async (base: string, username: string, password: string): Promise<string> => {
  const modulus = await (await fetch(`${base}/wps/session/key/rsa`)).text()
  const sealed = sealForTest(modulus, key16(), { username, password, type: "username" })
  const res = await fetch(`${base}/wps/session/login`, {
    method: "POST",
    headers: { ...wire, "Content-Type": "application/json", Encryption: sealed.header },
    body: JSON.stringify(sealed.body),
  })
  const body = (await res.json()) as { value?: { token?: string } }
  if (res.status !== 200 || body.value?.token === undefined)
    throw new Error(`login ${username}: ${res.status} ${JSON.stringify(body)}`)
  return body.value.token
}

const load = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ connections, duration: seconds, ...opts }, (e, r) => (e ? reject(e) : resolve(r))),
  )

/** Transfers of 0.01 back and forth between main and a vendor wallet, spread over the demo accounts. */
const transfers = async (base: string, tokens: ReadonlyArray<string>) => {
  let n = 0
  const r = await load({
    url: `${base}/wps/relay/GCS_walletTransfer`,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          n++
          const toVendor = n % 2 === 0
          return {
            ...req,
            headers: {
              ...wire,
              "Content-Type": "application/json",
              Authorization: tokens[n % tokens.length]!,
              "Idempotency-Key": `bench-${n}-${key16()}`,
            },
            body: JSON.stringify({
              fromAccountTypeId: toVendor ? 0 : 1001,
              toAccountTypeId: toVendor ? 1001 : 0,
              amount: 0.01,
            }),
          }
        },
      },
    ],
  })
  return { perSecond: r["2xx"] / r.duration, failed: r.non2xx + r.errors }
}

export const run = async (log: (line: string) => void): Promise<Figures> => {
  const admin = process.env.ARENA_BENCH_PG ?? process.env.ARENA_TEST_PG
  if (!admin) {
    log("no PostgreSQL (ARENA_BENCH_PG or ARENA_TEST_PG): skipped")
    return {}
  }
  const scratch = await scratchDatabase(admin, `arena_bench_scale_${process.pid}`)
  const url = new URL(scratch.url)
  const env = { ARENA_ACCESS_LOG: "0" }
  let instances: Array<Instance> = []
  const figures: Figures = {}
  try {
    instances = await Promise.all([startInstance(url.toString(), env), startInstance(url.toString(), env)])
    const [a, b] = instances as [Instance, Instance]
    const tokens: Array<string> = []
    for (const [u, p] of accounts) tokens.push(await login(a.url, u, p))

    const one = await startProxy([a.url])
    const onceOne = await transfers(one.url, tokens)
    await one.close()
    log(`one instance: ${onceOne.perSecond.toFixed(0)} transfers/s (${onceOne.failed} failed)`)

    const two = await startProxy([a.url, b.url])
    const onceTwo = await transfers(two.url, tokens)
    log(`two instances: ${onceTwo.perSecond.toFixed(0)} transfers/s (${onceTwo.failed} failed)`)
    const balance = await load({
      url: `${two.url}/wps/v2/wallets/balance`,
      headers: { ...wire, Authorization: tokens[0]! },
    })
    await two.close()

    // Logout on one instance until the other answers 401, five times; the slowest is reported.
    const revocations: Array<number> = []
    for (let i = 0; i < 5; i++) {
      const token = await login(a.url, "player01", "Player123")
      const read = () => fetch(`${b.url}/wps/v2/wallets/balance`, { headers: { ...wire, Authorization: token } })
      if ((await read()).status !== 200) throw new Error("the other instance does not know the session")
      const start = performance.now()
      await fetch(`${a.url}/wps/session/logout`, { method: "DELETE", headers: { ...wire, Authorization: token } })
      while ((await read()).status !== 401) {
        if (performance.now() - start > 10_000) throw new Error("the logout was not seen within 10 s")
      }
      revocations.push(performance.now() - start)
    }

    const db = new pg.Client({ connectionString: url.toString() })
    await db.connect()
    const unbalanced = await db.query("select journal_id from postings group by journal_id having sum(amount) <> 0")
    await db.end()

    figures["scale.one.transfer.tx_per_s"] = Math.round(onceOne.perSecond)
    figures["scale.two.transfer.tx_per_s"] = Math.round(onceTwo.perSecond)
    figures["scale.two_over_one"] = Math.round((onceTwo.perSecond / onceOne.perSecond) * 100) / 100
    figures["scale.two.transfer.not_2xx"] = onceTwo.failed
    figures["scale.two.balance.req_per_s"] = Math.round(balance.requests.average)
    figures["scale.two.balance.p99_ms"] = balance.latency.p99
    figures["scale.revocation_ms"] = Math.round(Math.max(...revocations) * 10) / 10
    figures["scale.ledger_unbalanced"] = unbalanced.rowCount ?? 0
  } finally {
    await Promise.all(instances.map((i) => i.kill("SIGTERM")))
    await scratch.drop()
  }
  return figures
}
