/**
 * Security figures, on the sandbox as a child process (trusting this machine as its proxy, so each request may appear
 * from its own address):
 * - `security.login_race_accepted`: wrong passwords of one account sent as one burst of 100, each from its own
 *   address; how many were checked (answered `login_failed`) past the captcha threshold. Goal 0.
 * - `security.rsa_flood.balance_p99_ms`: another member's balance calls (8 connections) while 70 junk encrypted
 *   logins a second arrive, each a well-shaped one-block header that costs a private-key operation. Goal under 50.
 * - `security.captcha_solved_ratio`: a template matcher written from the captcha's glyphs (captchaMatcher.ts) over
 *   100 captchas. Goal under 0.05.
 * - `security.flood_many.balance_ratio`: another member's balance throughput while 10 well-encrypted junk logins a
 *   second for unknown accounts arrive from 1,000 addresses (each costs a dummy scrypt hash at the production cost),
 *   over the same load without them. Goal at least 0.5. `security.flood_many.balance_p99_ms`: its p99; goal under 50.
 * - `security.sms_pump.queued`: SMS codes queued for the gateway out of 300 requests to 300 numbers (some of them
 *   satellite and foreign) from one address, then 300 more from 50 addresses. Goal at most
 *   `security.sms_pump.budget`, the address's budget plus the platform's a minute.
 *
 * The sandbox runs in production mode (its budgets and admission), declared a public demo so that the demo member
 * whose balance is read exists.
 */
import autocannon from "autocannon"
import { randomDigits, renderCaptcha } from "../../sandbox/accounts/captchaImage.ts"
import { captchaAfter } from "../../sandbox/accounts/loginFailures.ts"
import { sealForTest } from "../../sandbox/crypto/envelope.ts"
import type { Figures } from "./areas.ts"
import { solve } from "./captchaMatcher.ts"
import { startSandboxProcess } from "./sandboxProcess.ts"

const headers = {
  "Content-Type": "application/json",
  "X-Gateway-Version": "3",
  Merchant: "arena",
  Device: "web",
  Language: "EN",
}

const key16 = () =>
  Array.from({ length: 16 }, () => "abcdefghkmnpqrstuvwxyz23456789"[Math.floor(Math.random() * 30)]).join("")

let octet = 0
const address = () => {
  octet += 1
  return `198.18.${Math.floor(octet / 250) % 250}.${(octet % 250) + 1}`
}

/**
 * Calls `send` (with the count so far, from 1) at `perSecond` while `during` runs, an open loop: whatever and whenever
 * the server answers. Paced by the clock rather than by the timer's period: a timer of 1000/rate ms slips under the
 * load generator running in this process, so each tick sends every call due by now, and the rate holds. Gives what
 * `during` gave, how many were sent, and the seconds they were sent over.
 */
const openLoop = async <A>(perSecond: number, send: (n: number) => void, during: () => Promise<A>) => {
  let sent = 0
  const start = performance.now()
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - start) / 1000) * perSecond)
    while (sent < due) {
      sent += 1
      send(sent)
    }
  }, 5)
  const result = await during()
  clearInterval(timer)
  return { result, sent, seconds: (performance.now() - start) / 1000 }
}

export const run = async (log: (line: string) => void): Promise<Figures> => {
  const sandbox = await startSandboxProcess(undefined, {
    ARENA_TRUSTED_PROXIES: "127.0.0.1,::1",
    ARENA_MODE: "production",
    ARENA_PUBLIC_DEMO: "1",
    ARENA_PASSWORD_COST: "",
  })
  try {
    const base = sandbox.url
    const modulus = await (await fetch(`${base}/wps/session/key/rsa`)).text()
    const login = (username: string, password: string, from: string) => {
      const sealed = sealForTest(modulus, key16(), { username, password, type: "username" })
      return fetch(`${base}/wps/session/login`, {
        method: "POST",
        headers: { ...headers, Encryption: sealed.header, "X-Forwarded-For": from },
        body: JSON.stringify(sealed.body),
      }).then(async (r) => (await r.json()) as { errorCode?: string; value?: { token?: string } })
    }

    // A burst of 100 wrong passwords for one account.
    const burst = await Promise.all(Array.from({ length: 100 }, (_, n) => login("player02", `Wrong${n}xx`, address())))
    const checked = burst.filter((b) => b.errorCode === "login_failed").length
    log(
      `login burst: ${checked} checked, ${burst.filter((b) => b.errorCode === "captcha_required").length} asked the captcha`,
    )

    // Another member's balance while junk encrypted logins arrive at 70 a second.
    const member = await login("player01", "Player123", "127.0.0.1")
    const token = member.value?.token
    if (token === undefined) throw new Error(`login failed: ${JSON.stringify(member)}`)
    const n = BigInt(`0x${modulus}`)
    const junk = () => {
      let c = 0n
      for (let i = 0; i < 4; i++)
        c = (c << 256n) | BigInt(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("hex")}`)
      return (c % n).toString(16)
    }
    const balanceLoad = () =>
      new Promise<autocannon.Result>((resolve, reject) =>
        autocannon(
          {
            url: `${base}/wps/v2/wallets/balance?`,
            headers: { ...headers, Authorization: token },
            connections: 8,
            duration: Number(process.env.BENCH_SECONDS ?? 8),
          },
          (e, r) => (e ? reject(e) : resolve(r)),
        ),
      )
    // The same load without the flood first: on a shared machine the p99 is read against it.
    const quiet = await balanceLoad()
    log(`balance without flood: ${Math.round(quiet.requests.average)} req/s, p99 ${quiet.latency.p99} ms`)
    const sendJunk = () => {
      void fetch(`${base}/wps/session/login`, {
        method: "POST",
        headers: { ...headers, Encryption: junk(), "X-Forwarded-For": address() },
        body: JSON.stringify({ value: "AAAAAAAAAAA=" }),
      }).then(
        (r) => r.arrayBuffer(),
        () => undefined,
      )
    }
    const { result: balance, sent, seconds: floodSeconds } = await openLoop(70, sendJunk, balanceLoad)
    log(
      `rsa flood: ${sent} junk logins sent; balance ${Math.round(balance.requests.average)} req/s, p99 ${balance.latency.p99} ms`,
    )

    // Junk logins well encrypted for unknown accounts, 10 a second from 1,000 addresses: each reaches the dummy hash.
    const many = Array.from({ length: 1000 }, () => address())
    const manyAnswers = new Map<number, number>()
    const sendLogin = (junkSent: number) => {
      const sealed = sealForTest(modulus, key16(), {
        username: `nobody${junkSent}`,
        password: "Guess12345",
        type: "username",
      })
      void fetch(`${base}/wps/session/login`, {
        method: "POST",
        headers: { ...headers, Encryption: sealed.header, "X-Forwarded-For": many[junkSent % many.length]! },
        body: JSON.stringify(sealed.body),
      }).then(
        async (r) => {
          await r.arrayBuffer()
          manyAnswers.set(r.status, (manyAnswers.get(r.status) ?? 0) + 1)
        },
        () => undefined,
      )
    }
    const quietMany = await balanceLoad()
    // Open loop: the logins are sent at 10 a second whatever and whenever the server answers (503s included), as
    // strangers would; the clock starts here, after the quiet load, so no backlog of "due" logins leaves in one
    // burst. The rate printed is the one achieved over the flood's own window.
    const { result: flooded, sent: junkSent, seconds: manySeconds } = await openLoop(10, sendLogin, balanceLoad)
    const ratio = flooded.requests.average / Math.max(1, quietMany.requests.average)
    log(
      `junk logins from many addresses: ${junkSent} sent in ${manySeconds.toFixed(1)} s (answers by status ${JSON.stringify(Object.fromEntries(manyAnswers))}); ` +
        `balance ${Math.round(flooded.requests.average)} req/s against ${Math.round(quietMany.requests.average)} without (ratio ${ratio.toFixed(2)}), p99 ${flooded.latency.p99} ms`,
    )

    // SMS pumping: 300 numbers from one address, then 300 from 50 addresses; one number in six foreign or satellite.
    const destinations = ["63", "63", "881", "63", "882", "1"]
    let smsNo = 0
    const askCode = (from: string) => {
      smsNo += 1
      return fetch(`${base}/wps/verification/sms/register`, {
        method: "POST",
        headers: { ...headers, "X-Forwarded-For": from },
        body: JSON.stringify({
          mobileNo: `9${String(300_000_000 + smsNo)}`,
          countryDialingCode: destinations[smsNo % 6],
        }),
      }).then(async (r) => {
        await r.arrayBuffer()
        return r.status
      })
    }
    const oneAddress = address()
    const fromOne = await Promise.all(Array.from({ length: 300 }, () => askCode(oneAddress)))
    const fifty = Array.from({ length: 50 }, () => address())
    const fromFifty = await Promise.all(Array.from({ length: 300 }, (_, i) => askCode(fifty[i % 50]!)))
    const queuedOf = (statuses: ReadonlyArray<number>) => statuses.filter((st) => st === 200).length
    const smsBudget = 3 + 20
    log(
      `sms pump: ${queuedOf(fromOne)} of 300 queued from one address, ${queuedOf(fromFifty)} of 300 from 50 addresses (budget ${smsBudget})`,
    )

    // The template matcher over 100 captchas.
    let solved = 0
    for (let i = 0; i < 100; i++) {
      const answer = randomDigits(4)
      if (solve(renderCaptcha(answer)) === answer) solved += 1
    }
    log(`captcha: the template matcher solved ${solved} of 100`)
    return {
      "security.login_race_accepted": Math.max(0, checked - captchaAfter),
      "security.rsa_flood.balance_p99_ms": balance.latency.p99,
      "security.rsa_flood.junk_per_s": Math.round(sent / floodSeconds),
      "security.balance_p99_ms_without_flood": quiet.latency.p99,
      "security.captcha_solved_ratio": solved / 100,
      "security.flood_many.balance_ratio": Math.round(ratio * 100) / 100,
      "security.flood_many.balance_p99_ms": flooded.latency.p99,
      "security.flood_many.junk_per_s": Math.round((junkSent / manySeconds) * 10) / 10,
      "security.sms_pump.queued": queuedOf(fromOne) + queuedOf(fromFifty),
      "security.sms_pump.budget": smsBudget,
    }
  } finally {
    await sandbox.stop()
  }
}
