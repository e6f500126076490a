/**
 * Sandbox figures: requests a second and latency under load from a second process on loopback
 * (autocannon, 32 connections), against a bare node:http hello server measured in the same run with the same tool.
 * The sandbox runs as a child process on a fresh embedded database; its resident memory is sampled under load.
 *
 * Each load runs in `BENCH_ROUNDS` rounds (3 by default) and the median is reported: on this shared two-core machine
 * a single 8-second window now and then lands in a slowdown of the whole machine (the floor and the sandbox both
 * lose a third or more). The floor and the balance load alternate, and each round's ratio is taken from the floor
 * measured just before it, so both sides of the ratio see the same conditions.
 */
import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import autocannon from "autocannon"
import { sealForTest } from "../../sandbox/crypto/envelope.ts"
import type { Figures } from "./areas.ts"
import { startSandboxProcess, waitForUrl } from "./sandboxProcess.ts"

const connections = 32
const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? 0
}

/** `connections` connections for `seconds` seconds (unless the options say otherwise). */
export const load = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ connections, duration: seconds, ...opts }, (e, r) => (e ? reject(e) : resolve(r))),
  )

const rssMb = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))
  return m?.[1] === undefined ? 0 : Number(m[1]) / 1024
}

const key16 = () =>
  Array.from(
    { length: 16 },
    () => "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghkmnpqrstuvwxyz23456789"[Math.floor(Math.random() * 52)],
  ).join("")

/**
 * The floor: a bare node:http server answering `body` as JSON, in a process of its own. The body is the balance
 * read's own answer, so both sides of the ratio send the same bytes and the load generator parses the same JSON: the
 * ratio is the platform's work per request, not the size of its answer.
 */
export const startFloor = (body: string) =>
  spawn(process.execPath, [
    "-e",
    "const b=process.argv[1];require('http').createServer((q,s)=>{s.writeHead(200,{'Content-Type':'application/json; charset=utf-8','Content-Length':Buffer.byteLength(b)});s.end(b)}).listen(0,'127.0.0.1',function(){console.log('url http://127.0.0.1:'+this.address().port)})",
    body,
  ])

/** The headers of every platform call. */
export const platformHeaders = {
  "Content-Type": "application/json",
  "X-Gateway-Version": "3",
  Merchant: "arena",
  Device: "web",
  Language: "EN",
}

/** Logs the demo member in on the sandbox at `base`; returns the token. */
export const loginToken = async (base: string): Promise<string> => {
  const modulus = await (await fetch(`${base}/wps/session/key/rsa`)).text()
  const sealed = sealForTest(modulus, key16(), { username: "player01", password: "Player123", type: "username" })
  const res = await fetch(`${base}/wps/session/login`, {
    method: "POST",
    headers: { ...platformHeaders, Encryption: sealed.header },
    body: JSON.stringify(sealed.body),
  })
  const body = (await res.json()) as { value?: { token?: string } }
  if (body.value?.token === undefined) throw new Error(`login failed: ${JSON.stringify(body)}`)
  return body.value.token
}

/** The balance read the figures name: a cached read of a logged-in member. */
export const balancePath = "/wps/v2/wallets/balance?"

/** The balance read's answer to the member of `token`, as the floor sends it. */
export const balanceAnswer = async (base: string, token: string): Promise<string> => {
  const res = await fetch(`${base}${balancePath}`, { headers: { ...platformHeaders, Authorization: token } })
  if (!res.ok) throw new Error(`balance read failed: ${res.status}`)
  return res.text()
}

export const run = async (log: (line: string) => void): Promise<Figures> => {
  const sandbox = await startSandboxProcess()
  const base = sandbox.url
  const token = await loginToken(base).catch(async (e) => {
    await sandbox.stop()
    throw e
  })
  const floor = startFloor(await balanceAnswer(base, token))
  try {
    const floorUrl = await waitForUrl(floor, /url (\S+)/)
    const modulus = await (await fetch(`${base}/wps/session/key/rsa`)).text()
    const headers = platformHeaders
    const authed = { ...headers, Authorization: token }

    let rss = 0
    const sampler = setInterval(() => {
      if (sandbox.child.pid !== undefined) rss = Math.max(rss, rssMb(sandbox.child.pid))
    }, 250)
    const floors: Array<number> = []
    const balances: Array<number> = []
    const p99s: Array<number> = []
    const ratios: Array<number> = []
    for (let round = 1; round <= rounds; round++) {
      const floorResult = await load({ url: floorUrl })
      const balance = await load({ url: `${base}${balancePath}`, headers: authed })
      floors.push(floorResult.requests.average)
      balances.push(balance.requests.average)
      p99s.push(balance.latency.p99)
      ratios.push(balance.requests.average / floorResult.requests.average)
      log(
        `round ${round}: floor ${Math.round(floorResult.requests.average)} req/s; balance ${Math.round(balance.requests.average)} req/s, p99 ${balance.latency.p99} ms, ${balance.non2xx} non-2xx`,
      )
    }
    floor.kill()

    let n = 0
    const transferRound = () =>
      load({
        url: `${base}/wps/relay/GCS_walletTransfer`,
        method: "POST",
        headers: authed,
        requests: [
          {
            setupRequest: (req: autocannon.Request) => {
              n++
              const toVendor = n % 2 === 0
              return {
                ...req,
                headers: { ...req.headers, "Idempotency-Key": `bench-${process.pid}-${n}` },
                body: JSON.stringify({
                  fromAccountTypeId: toVendor ? 0 : 1001,
                  toAccountTypeId: toVendor ? 1001 : 0,
                  amount: 1,
                }),
              }
            },
          },
        ],
      })
    const transfers: Array<number> = []
    for (let round = 1; round <= rounds; round++) {
      const transfer = await transferRound()
      transfers.push((transfer.requests.total - transfer.non2xx) / seconds)
      log(
        `round ${round}: transfer ${Math.round(transfers[transfers.length - 1] ?? 0)} committed/s, p99 ${transfer.latency.p99} ms, ${transfer.non2xx} refused`,
      )
    }

    const bodies = Array.from({ length: 4000 }, () =>
      sealForTest(modulus, key16(), { username: "player01", password: "Player123", type: "username" }),
    )
    let i = 0
    const logins = await load({
      url: `${base}/wps/session/login`,
      method: "POST",
      headers,
      requests: [
        {
          setupRequest: (req: autocannon.Request) => {
            const sealed = bodies[i++ % bodies.length]!
            return { ...req, headers: { ...req.headers, Encryption: sealed.header }, body: JSON.stringify(sealed.body) }
          },
        },
      ],
    })
    clearInterval(sampler)
    // Logins the server completed: under a burst, the admission of expensive work refuses what its queue cannot hold
    // at once (503), and a refusal costs next to nothing, so counting every answer would measure refusals.
    const loggedIn = (logins.requests.total - logins.non2xx) / seconds
    log(`login: ${Math.round(loggedIn)} logins/s (scrypt-verified), ${logins.non2xx} refused`)
    return {
      "sandbox.floor.req_per_s": Math.round(median(floors)),
      "sandbox.balance.req_per_s": Math.round(median(balances)),
      "sandbox.balance.p99_ms": median(p99s),
      "sandbox.balance.ratio_to_floor": Number(median(ratios).toFixed(3)),
      "sandbox.transfer.tx_per_s": Math.round(median(transfers)),
      "sandbox.login.ok_per_s": Math.round(loggedIn),
      "sandbox.rss_mb": Math.round(rss),
    }
  } finally {
    floor.kill()
    await sandbox.stop()
  }
}
