/**
 * The live stream (core/contract/api/live.ts, sandbox/live/hub.ts) on a real sandbox: what an opening sends, a
 * committed change pushed with the member's next sequence, `Last-Event-ID` replays, the caps, the end of a stream
 * with its session, and the open streams counted by the readiness probe and the access log. Every event's data is
 * decoded through the contract.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { settleDue } from "../../sandbox/money/sweep.ts"
import { vendorByCode } from "../../sandbox/seed/vendors.ts"
import { startTestSandbox, type TestSandbox } from "./harness.ts"
import { balanceEvents, openStream, type Received } from "./liveKit.ts"
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

/** The calls an event names: its pushed call, or `reload:` and what it names. */
const named = (e: Received) => ("call" in e.message ? e.message.call : `reload:${e.message.reload.join(",")}`)

/** The events but the jackpot (everybody's, sent on every opening and when it moves). */
const mine = (events: ReadonlyArray<Received>) => events.filter((e) => named(e) !== "jackpot")

describe("live stream", () => {
  it("refuses a caller without a session with the platform's 401", async () => {
    const s = await openStream(sandbox.url, "not-a-token")
    expect(s.res.status).toBe(401)
    expect(((await s.res.json()) as { success: boolean }).success).toBe(false)
  })

  it("opens with the answers of balance, unread count, protection and the jackpot, then pushes a committed transfer's balance", async () => {
    const { c, member, money } = await signedIn(sandbox, "player01")
    const s = await openStream(sandbox.url, c.token()!)
    expect(s.res.status).toBe(200)
    expect(s.res.headers.get("content-type")).toMatch(/^text\/event-stream/)
    await s.until(() => s.events.length >= 4, "the opening answers")
    expect(s.events.map(named).sort()).toEqual(["balance", "jackpot", "protection", "unreadCount"])
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
    // A change after the reconnect shows the stream is live; nothing of the member's came before it (the jackpot,
    // which has no sequence, comes with every opening).
    expect((await transfer(money, 1)).status).toBe(200)
    await quiet.until(() => mine(quiet.events).length >= 1, "the pushed balance")
    expect(quiet.events.map(named)).toEqual(["jackpot", "balance"])
    const afterPush = mine(quiet.events)[0]!.id!
    expect(Number(afterPush)).toBeGreaterThan(Number(seen))
    quiet.close()

    // Two transfers missed while away: one balance answer, with the latest sequence.
    expect((await transfer(money, 1)).status).toBe(200)
    expect((await transfer(money, 1)).status).toBe(200)
    const back = await openStream(sandbox.url, c.token()!, afterPush)
    await back.until(() => mine(back.events).length >= 1, "the missed balance")
    expect(mine(back.events).map(named)).toEqual(["balance"])
    expect(Number(mine(back.events)[0]!.id)).toBe(Number(afterPush) + 2)
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

  it("names the deposits again when a deposit's status changes, with the member's next sequence and the new balance", async () => {
    const { c, member, money } = await signedIn(sandbox, "player01")
    sandbox.freeze()
    onTestFinished(() => sandbox.thaw())
    const s = await openStream(sandbox.url, c.token()!)
    await s.until(() => s.events.length >= 4, "the opening answers")
    const opened = Number(s.events[0]!.id)
    const channel = decodes(Api.depositChannels, await c.get(Api.depositChannels.path)).find(
      (ch) => ch.name === "GCash",
    )!
    const body = { channelId: channel.id, amount: 150.5, remarks: "live" }
    expect((await money("POST", Api.depositRequest.path, body, { key: newKey() })).status).toBe(200)
    await s.until(() => s.events.some((e) => named(e) === "reload:depositHistory"), "the new order's reload")
    const main = await balanceOf(sandbox, member.id, "MAIN")
    // Approved by the sandbox once its delay has passed (spec section 4: pending until approved).
    sandbox.advance(10 * 60_000)
    await settleDue(sandbox.services.db, sandbox.services.clock())
    await s.until(
      () => balanceEvents(s.events).some((b) => b.value.balance?.[0]?.availBalance === main + 15_050),
      "the approved deposit's balance",
    )
    const reloads = s.events.filter((e) => named(e) === "reload:depositHistory")
    expect(reloads.length).toBeGreaterThanOrEqual(2)
    expect(reloads.every((e) => Number(e.id) > opened)).toBe(true)
    s.close()
  })

  it("names the withdrawals again when a withdrawal's status or confirmation changes", async () => {
    const { c, member } = await signedIn(sandbox, "player01")
    const s = await openStream(sandbox.url, c.token()!)
    await s.until(() => s.events.length >= 4, "the opening answers")
    const opened = Number(s.events[0]!.id)
    const [changed] = await sandbox.services.db.query<{ id: unknown }>(
      `update withdrawals set confirmation = 'RECEIVED'
        where id = (select id from withdrawals where member_id = $1 and confirmation = 'AWAITING' order by id limit 1)
        returning id`,
      [member.id],
    )
    expect(changed).toBeDefined()
    await s.until(() => s.events.some((e) => named(e) === "reload:withdrawalHistory"), "the withdrawals' reload")
    const reload = s.events.find((e) => named(e) === "reload:withdrawalHistory")!
    expect(Number(reload.id)).toBe(opened + 1)
    s.close()
  })

  it("names an agent's income again when a contract's period is settled for the agent", async () => {
    const db = sandbox.services.db
    const [agent] = await db.query<{ account: string; contract: unknown }>(
      `select m.account, c.id as contract from contracts c join members m on m.id = c.member_id
        where m.account like 'agent%' order by c.id limit 1`,
    )
    const { c } = await signedIn(sandbox, agent!.account)
    const s = await openStream(sandbox.url, c.token()!)
    await s.until(() => s.events.length >= 4, "the opening answers")
    const opened = Number(s.events[0]!.id)
    await db.query(
      `insert into settlements (contract_id, period_start, period_end, kind, member_id, valid_bet, profit_loss,
                                active_members, amount, status, reason, created_at)
         select id, '2001-01-01', '2001-01-02', kind, member_id, 0, 0, 0, 100, 'HELD', 'live', now()
           from contracts where id = $1`,
      [agent!.contract],
    )
    await s.until(() => s.events.some((e) => named(e) === "reload:agentIncome"), "the income's reload")
    expect(Number(s.events.find((e) => named(e) === "reload:agentIncome")!.id)).toBe(opened + 1)
    s.close()
  })

  it("pushes the jackpot to every member's stream when anyone's slot round moves it, as the polled call answers", async () => {
    const { c } = await signedIn(sandbox, "down02")
    const s = await openStream(sandbox.url, c.token()!)
    await s.until(() => s.events.length >= 4, "the opening answers")
    const jackpots = () => s.events.filter((e) => named(e) === "jackpot")
    const before = jackpots()[0]!.message as { value: { amount: number } }
    // Another member's round (the bets the jackpot's share is read from, sandbox/content/jackpot.ts).
    const { member: other } = await signedIn(sandbox, "player01")
    await sandbox.services.db.query(
      `insert into bets (member_id, vendor, account_type_id, category, game_code, game_name, stake, payout, round_id)
         values ($1, 'PT', $2, 'RNG', 'live', 'live', 100000, 0, $3)`,
      [other.id, vendorByCode("PT")!.accountTypeId, `live-${newKey()}`],
    )
    await s.until(() => jackpots().length >= 2, "the pushed jackpot")
    const pushed = jackpots()[1]!
    const polled = decodes(Api.jackpot, await c.get(Api.jackpot.path))
    expect(pushed.message).toEqual({ call: "jackpot", value: polled })
    // 1% of a P 1,000.00 stake, P 10.00 (the pool's share, sandbox/content/jackpot.ts).
    expect(polled.amount - before.value.amount).toBe(1000)
    // Not a change of the member's: no sequence, so a reconnect's Last-Event-ID is untouched.
    expect(pushed.id).toBeUndefined()
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
