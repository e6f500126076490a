/**
 * The live stream (core/contract/api/live.ts, sandbox/live/hub.ts) on a real sandbox: what an opening sends, a
 * committed change pushed with the member's next sequence, `Last-Event-ID` replays, the caps, the end of a stream
 * with its session, and the open streams counted by the readiness probe and the access log. Every event's data is
 * decoded through the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { vendorByCode } from "../../sandbox/seed/vendors.ts"
import { startTestSandbox, type TestSandbox } from "./harness.ts"
import { balanceEvents, openStream } from "./liveKit.ts"
import { balanceOf, decodes, newKey, signedIn } from "./moneyKit.ts"

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox()
}, 120_000)
afterAll(() => sandbox?.stop())

const transfer = (money: Awaited<ReturnType<typeof signedIn>>["money"], amount: number) =>
  money(
    "POST",
    Api.walletTransfer.path,
    { fromAccountTypeId: 0, toAccountTypeId: vendorByCode("PT")!.accountTypeId, amount },
    { key: newKey() },
  )

describe("live stream", () => {
  it("refuses a caller without a session with the platform's 401", async () => {
    const s = await openStream(sandbox.url, "not-a-token")
    expect(s.res.status).toBe(401)
    expect(((await s.res.json()) as { success: boolean }).success).toBe(false)
  })

  it("opens with the answers of balance, unread count and protection, then pushes a committed transfer's balance", async () => {
    const { c, member, money } = await signedIn(sandbox, "player01")
    const s = await openStream(sandbox.url, c.token()!)
    expect(s.res.status).toBe(200)
    expect(s.res.headers.get("content-type")).toMatch(/^text\/event-stream/)
    await s.until(() => s.events.length >= 3, "the opening answers")
    expect(s.events.map((e) => ("call" in e.message ? e.message.call : "reload")).sort()).toEqual([
      "balance",
      "protection",
      "unreadCount",
    ])
    const opened = Number(s.events[0]!.id)
    expect(new Set(s.events.map((e) => e.id)).size).toBe(1)
    // The opening balance is what the polled call answers.
    const polled = decodes(Api.balance, await c.get(Api.balance.path))
    expect(balanceEvents(s.events)[0]!.value).toEqual(polled)

    const main = await balanceOf(sandbox, member.id, "MAIN")
    expect((await transfer(money, 7)).status).toBe(200)
    await s.until(() => balanceEvents(s.events).length >= 2, "the pushed balance")
    const pushed = balanceEvents(s.events)[1]!
    expect(Number(pushed.id)).toBeGreaterThan(opened)
    expect(pushed.value.balance?.[0]?.availBalance).toBe(main - 700)
    s.close()
  })

  it("replays after Last-Event-ID only what changed since, and nothing when nothing did", async () => {
    const { c, money } = await signedIn(sandbox, "player01")
    const first = await openStream(sandbox.url, c.token()!)
    await first.until(() => first.events.length >= 3, "the opening answers")
    const seen = first.events[0]!.id!
    first.close()

    const quiet = await openStream(sandbox.url, c.token()!, seen)
    // A change after the reconnect shows the stream is live; nothing came before it.
    expect((await transfer(money, 1)).status).toBe(200)
    await quiet.until(() => quiet.events.length >= 1, "the pushed balance")
    expect(quiet.events.map((e) => ("call" in e.message ? e.message.call : "reload"))).toEqual(["balance"])
    const afterPush = quiet.events[0]!.id!
    expect(Number(afterPush)).toBeGreaterThan(Number(seen))
    quiet.close()

    // Two transfers missed while away: one balance answer, with the latest sequence.
    expect((await transfer(money, 1)).status).toBe(200)
    expect((await transfer(money, 1)).status).toBe(200)
    const back = await openStream(sandbox.url, c.token()!, afterPush)
    await back.until(() => back.events.length >= 1, "the missed balance")
    expect(back.events.map((e) => ("call" in e.message ? e.message.call : "reload"))).toEqual(["balance"])
    expect(Number(back.events[0]!.id)).toBe(Number(afterPush) + 2)
    back.close()
  })

  it("gives a statement's changes one sequence per member, and reaches each member of a statement touching many", async () => {
    // 120 new players: the last of them is the 120th change of a statement touching them all in id order, beyond
    // what one notification carries.
    const db = sandbox.services.db
    await db.exec(`
      insert into members (account, password_hash, type) select 'live' || lpad(g::text, 3, '0'), 'x', 0
        from generate_series(1, 120) g;
      insert into accounts (member_id, code, balance) select id, 'MAIN', 0 from members where account like 'live___';
    `)
    const { c, member } = await signedIn(sandbox, "live120")
    const s = await openStream(sandbox.url, c.token()!)
    await s.until(() => s.events.length >= 3, "the opening answers")
    const opened = Number(s.events[0]!.id)
    const unread = () => s.events.filter((e) => "call" in e.message && e.message.call === "unreadCount")
    // Two messages of this player and one of every other new player, in one statement.
    await db.query(
      `insert into messages (member_id, title, content)
         select id, 'live', '' from members where account like 'live___' union all select $1::bigint, 'live', ''`,
      [member.id],
    )
    await s.until(() => unread().length >= 2, "the pushed unread count")
    expect(unread().map((e) => Number(e.id))).toEqual([opened, opened + 1])
    const [changes] = await db.query<{ n: unknown }>(
      "select count(*) as n from live_changes where member_id = $1 and seq > $2",
      [member.id, opened],
    )
    expect(Number(changes!.n)).toBe(1)
    s.close()
  })

  it("ends the stream when its session ends (logout)", async () => {
    const { c } = await signedIn(sandbox, "down01")
    const s = await openStream(sandbox.url, c.token()!)
    await s.until(() => s.events.length >= 3, "the opening answers")
    expect((await c.request("DELETE", Api.logout.path)).status).toBe(200)
    await s.until(s.ended, "the end of the stream")
  })

  it("keeps at most five streams per member, closing the oldest", async () => {
    const { c } = await signedIn(sandbox, "agent41")
    const streams = []
    for (let i = 0; i < 6; i++) {
      const s = await openStream(sandbox.url, c.token()!)
      await s.until(() => s.events.length >= 3, "the opening answers")
      streams.push(s)
    }
    await streams[0]!.until(streams[0]!.ended, "the oldest stream's end")
    expect(streams.slice(1).map((s) => s.ended())).toEqual([false, false, false, false, false])
    for (const s of streams) s.close()
  })

  it("counts open streams in the readiness probe and the access log", async () => {
    const { c } = await signedIn(sandbox, "down02")
    const s = await openStream(sandbox.url, c.token()!)
    await s.until(() => s.events.length >= 3, "the opening answers")
    const ready = (await (await fetch(`${sandbox.url}/readyz`)).json()) as { status: string; streams: number }
    expect(ready.status).toBe("ok")
    expect(ready.streams).toBe(sandbox.services.live.count())
    expect(ready.streams).toBeGreaterThanOrEqual(1)
    s.close()
  })

  it("ends every stream when the instance drains", async () => {
    const { c } = await signedIn(sandbox, "agent42")
    const s = await openStream(sandbox.url, c.token()!)
    await s.until(() => s.events.length >= 3, "the opening answers")
    sandbox.services.live.close()
    await s.until(s.ended, "the end of the stream")
    expect(sandbox.services.live.count()).toBe(0)
  })
})
