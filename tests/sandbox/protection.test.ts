/**
 * Player protection on the sandbox, over the wire and its real database: limits set at once or pending for 24 hours,
 * enforced on deposits and slot rounds with the refusal naming the limit, what remains and the reset; parallel
 * deposits claimed one at a time; the session-time limit at login and during a session; cool-off and
 * self-exclusion ending every session, refusing logins with the end date, only lengthened, shown to the agent; the
 * last login and the histories.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { brandTimeText } from "../../core/model/BrandDate.ts"
import { raiseDelayMs } from "../../core/model/Protection.ts"
import { fundVendor, gameApiOf, launchGame } from "./gamesKit.ts"
import { client } from "./harness.ts"
import { decodes, ledgerSandbox, memberOf, newKey, refuses, signedIn } from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const p = Api.protection.path
const limitPath = Api.protectionLimit.path

const login = async (username: string, password = "Player123", ip = "127.0.0.1") => {
  const c = client(sandbox.url)
  const res = await c.request("POST", Api.login.path, {
    body: { username, password, type: "username" },
    encrypted: true,
    headers: { "X-Forwarded-For": ip },
  })
  if (res.body.success === true) c.setToken(res.body.value.token)
  return { c, res }
}

const channelOf = async (c: Awaited<ReturnType<typeof signedIn>>["c"]) =>
  decodes(Api.depositChannels, await c.get(Api.depositChannels.path)).find((ch) => (ch.maxAmount ?? 0) >= 100_000)!

describe("limits", () => {
  it("sets a deposit limit at once, refuses past it naming what remains and the reset, and delays a raise 24 hours", async () => {
    const { c, money } = await signedIn(sandbox, "player01")
    const channel = await channelOf(c)
    const set = decodes(
      Api.protectionLimit,
      await c.request("PUT", limitPath, { body: { kind: "DEPOSIT", period: "DAY", amount: 500 } }),
    )
    expect(set.limits).toEqual([
      { kind: "DEPOSIT", period: "DAY", amount: 50_000, used: 0, remaining: 50_000, pending: null },
    ])
    decodes(Api.depositRequest, await money("POST", Api.depositRequest.path, { channelId: channel.id, amount: 300 }))
    const refused = await money("POST", Api.depositRequest.path, { channelId: channel.id, amount: 250 })
    refuses(refused, 403, "deposit_limit_exceeded")
    expect(refused.body.message).toMatch(
      /limit 500\.00, remaining 200\.00, resets at \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d GMT\+8$/,
    )
    decodes(Api.depositRequest, await money("POST", Api.depositRequest.path, { channelId: channel.id, amount: 200 }))

    const raised = decodes(
      Api.protectionLimit,
      await c.request("PUT", limitPath, { body: { kind: "DEPOSIT", period: "DAY", amount: 1000 } }),
    )
    expect(raised.limits[0]).toMatchObject({ amount: 50_000, used: 50_000, remaining: 0 })
    expect(raised.limits[0]?.pending?.amount).toBe(100_000)
    sandbox.advance(raiseDelayMs - 60_000)
    refuses(
      await (await signedIn(sandbox, "player01")).money("POST", Api.depositRequest.path, {
        channelId: channel.id,
        amount: 100,
      }),
      403,
      "deposit_limit_exceeded",
    )
    sandbox.advance(120_000)
    // the raise is in force, and the first deposits have left the rolling 24 hours (the old session has expired)
    const after = decodes(Api.protection, await (await signedIn(sandbox, "player01")).c.get(p))
    expect(after.limits[0]).toMatchObject({ amount: 100_000, used: 0, pending: null })

    const history = decodes(
      Api.protectionHistory,
      await (await signedIn(sandbox, "player01")).c.get(Api.protectionHistory.path),
    )
    expect(history.limitChanges.map((h) => [h.from, h.to])).toEqual([
      [50_000, 100_000],
      [null, 50_000],
    ])
    expect(history.limitChanges[0]!.effectiveAt - history.limitChanges[0]!.at).toBe(raiseDelayMs)
  })
  it("refuses a slot stake past the wager limit, and counts the loss as stakes minus payouts", async () => {
    const { c, member } = await signedIn(sandbox, "down02")
    await fundVendor(sandbox, member.id, 1012, 1_000_000)
    decodes(
      Api.protectionLimit,
      await c.request("PUT", limitPath, { body: { kind: "WAGER", period: "WEEK", amount: 30 } }),
    )
    decodes(
      Api.protectionLimit,
      await c.request("PUT", limitPath, { body: { kind: "LOSS", period: "MONTH", amount: 25 } }),
    )
    const { token } = await launchGame(c)
    const spin = (stake: number) =>
      gameApiOf(sandbox)("/play/api/spin", { t: token, roundId: `pr-${Math.random().toString(36).slice(2)}`, stake })
    let staked = 0
    let paid = 0
    for (;;) {
      const r = await spin(500)
      if (r.status !== 200) {
        expect([403]).toContain(r.status)
        expect(["wager_limit_exceeded", "loss_limit_exceeded"]).toContain(r.body.errorCode)
        break
      }
      staked += r.body.value.stake
      paid += r.body.value.payout
    }
    expect(staked).toBeLessThanOrEqual(3000)
    expect(staked - paid).toBeLessThanOrEqual(2500)
    const status = decodes(Api.protection, await c.get(p))
    expect(status.limits.find((l) => l.kind === "WAGER")?.used).toBe(staked)
    expect(status.limits.find((l) => l.kind === "LOSS")?.used).toBe(Math.max(0, staked - paid))
    const session = decodes(Api.protectionSession, await c.get(Api.protectionSession.path))
    expect(session).toMatchObject({ wagered: staked, net: paid - staked })
  })
  it("lets 50 parallel deposits pass a limit only up to it", async () => {
    const { c, member, money } = await signedIn(sandbox, "agent41")
    const channel = await channelOf(c)
    const amount = Math.max(channel.minAmount ?? 0, 1000) / 100
    const limit = amount * 3.5
    decodes(
      Api.protectionLimit,
      await c.request("PUT", limitPath, { body: { kind: "DEPOSIT", period: "MONTH", amount: limit } }),
    )
    const results = await Promise.all(
      Array.from({ length: 50 }, () => money("POST", Api.depositRequest.path, { channelId: channel.id, amount })),
    )
    const ok = results.filter((r) => r.status === 200).length
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.errorCode)[0]).toBe("deposit_limit_exceeded")
    expect(ok).toBe(3)
    const [row] = await sandbox.services.db.query<{ total: unknown }>(
      "select coalesce(sum(amount), 0) as total from deposits where member_id = $1 and created_at > $2",
      [member.id, new Date(sandbox.services.clock() - 60_000)],
    )
    expect(Number(row?.total)).toBe(3 * amount * 100)
  })
})

describe("session time, exclusion and last login", () => {
  it("shows the previous login, and ends the session and refuses a login at the session-time limit", async () => {
    const first = await login("down02", "Player123", "127.0.0.1")
    expect(first.res.status).toBe(200)
    const { c } = await login("down02", "Player123", "127.0.0.1")
    const status = decodes(Api.protection, await c.get(p))
    expect(status.lastLogin?.ip).toBe("127.0.0.1")
    decodes(
      Api.protectionLimit,
      await c.request("PUT", limitPath, { body: { kind: "SESSION", period: null, amount: 30 } }),
    )
    decodes(
      Api.protectionRealityCheck,
      await c.request("PUT", Api.protectionRealityCheck.path, { body: { minutes: 15 } }),
    )
    expect(decodes(Api.protection, await c.get(p)).realityCheckMinutes).toBe(15)
    sandbox.advance(20 * 60_000)
    expect((await c.get(p)).status).toBe(200)
    sandbox.advance(11 * 60_000)
    expect((await c.get(p)).status).toBe(401)
    const again = await login("down02")
    refuses(again.res, 403, "session_limit_reached")
    expect(again.res.body.message).toMatch(/30 minutes in 24 hours, remaining 0 minutes, resets at/)
    sandbox.advance(24 * 3_600_000)
    expect((await login("down02")).res.status).toBe(200)
    const history = decodes(Api.protectionHistory, await (await login("down02")).c.get(Api.protectionHistory.path))
    expect(history.logins.length).toBeGreaterThanOrEqual(4)
    expect(history.logins[0]!.at).toBeGreaterThanOrEqual(history.logins[1]!.at)
  })
  it("counts time on two sessions at once once, and ends both at the limit", async () => {
    const a = await login("agent42", "Agent123")
    await fundVendor(sandbox, (await memberOf(sandbox, "agent42")).id, 1012, 100_000)
    const { token } = await launchGame(a.c)
    const spin = () => gameApiOf(sandbox)("/play/api/spin", { t: token, roundId: newKey(), stake: 100 })
    decodes(
      Api.protectionLimit,
      await a.c.request("PUT", limitPath, { body: { kind: "SESSION", period: null, amount: 20 } }),
    )
    sandbox.advance(5 * 60_000)
    const b = await login("agent42", "Agent123")
    sandbox.advance(10 * 60_000)
    const status = decodes(Api.protection, await b.c.get(p))
    expect(status.limits[0]).toMatchObject({ kind: "SESSION", amount: 20, used: 15, remaining: 5 })
    expect((await spin()).status).toBe(200)
    sandbox.advance(5 * 60_000)
    // the game page's launch token plays no more rounds once the time is used up, before the portal calls again
    refuses(await spin(), 401, "launch_token_invalid")
    expect((await a.c.get(p)).status).toBe(401)
    expect((await b.c.get(p)).status).toBe(401)
  })
  it("self-excludes with the password: every session ends, login is refused with the end date", async () => {
    const a = await login("down01")
    const b = await login("down01")
    const wrong = await a.c.request("POST", Api.protectionExclusion.path, {
      body: { kind: "COOL_OFF", days: 1, password: "nope" },
      encrypted: true,
    })
    expect(wrong.status).toBeGreaterThanOrEqual(400)
    expect((await b.c.get(p)).status).toBe(200)
    const res = await a.c.request("POST", Api.protectionExclusion.path, {
      body: { kind: "COOL_OFF", days: 7, password: "Player123" },
      encrypted: true,
    })
    const exclusion = decodes(Api.protectionExclusion, res)
    expect(exclusion.kind).toBe("COOL_OFF")
    expect((await a.c.get(p)).status).toBe(401)
    expect((await b.c.get(p)).status).toBe(401)
    const refused = await login("down01")
    refuses(refused.res, 403, "account_excluded")
    expect(refused.res.body.message).toContain(`until ${brandTimeText(exclusion.until)} GMT+8`)
    // a marketing notice is not stored for the excluded member
    const [member] = await sandbox.services.db.query<{ id: unknown }>("select id from members where account = 'down01'")
    await sandbox.services.db.query(
      "insert into messages (member_id, title, content, type, created_at) values ($1, 'Bonus!', '', 'NOTICE', $2)",
      [member?.id, new Date(sandbox.services.clock())],
    )
    const notices = await sandbox.services.db.query(
      "select 1 from messages where member_id = $1 and title = 'Bonus!'",
      [member?.id],
    )
    expect(notices).toHaveLength(0)
    // the agent sees the downline excluded, not why
    const agent = await signedIn(sandbox, "agent01")
    const downlines = decodes(Api.downlines, await agent.c.get(Api.downlines.path, { page: 1, size: 50 }))
    const row = downlines.list?.find((d) => d.account === "down01")
    expect(row?.excluded).toBe(true)
    expect(Object.keys(row ?? {})).not.toContain("until")
    sandbox.advance(7 * 24 * 3_600_000)
    expect((await login("down01")).res.status).toBe(200)
  })
})
