/**
 * The claim every deposit and every stake makes (sandbox/protection/limits.ts), on the sandbox's real database and its
 * clock: what a rolling window counts (only what moved inside it, to the millisecond at its start), a wager limit
 * counting stakes and a loss limit stakes minus payouts, a payout recorded without a check, a refusal's particulars
 * (the limit, what remains, when room frees), a limit of zero, a removed limit, a session limit's raise, a clock that
 * steps back, and an excluded member's claim. Amounts set through the API are in the brand's units; claims and
 * answers are in minor units (cents). Each test has a demo member of its own.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { claimMovement, type Movement } from "../../sandbox/protection/limits.ts"
import { decodes, ledgerSandbox, memberOf, refuses, signedIn } from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const hour = 3_600_000
const day = 24 * hour

/** Sets a limit as the member's client does (amount in the brand's units, null to remove it). */
const setLimit = async (account: string, kind: string, period: string | null, amount: number | null) => {
  const { c } = await signedIn(sandbox, account)
  return decodes(
    Api.protectionLimit,
    await c.request("PUT", Api.protectionLimit.path, { body: { kind, period, amount } }),
  )
}

/** The member's protection as `GET /wps/member/protection` answers it now. */
const statusOf = async (account: string) => {
  const { c } = await signedIn(sandbox, account)
  return decodes(Api.protection, await c.get(Api.protection.path))
}

/** A claim at the sandbox's present, in its own transaction, as a deposit or a slot round makes it. */
const claim = async (account: string, movement: Movement) => {
  const { id } = await memberOf(sandbox, account)
  await sandbox.services.db.transaction((tx) => claimMovement(tx, id, sandbox.services.clock(), movement))
}

const limitOf = (status: Awaited<ReturnType<typeof statusOf>>, kind: string) =>
  status.limits.find((l) => l.kind === kind)

describe("a rolling window", () => {
  it("counts only the deposits inside it, and a refusal names the limit, what remains and when room frees", async () => {
    await setLimit("player01", "DEPOSIT", "DAY", 500)
    const deposit = async (amount: number) => {
      const { c, money } = await signedIn(sandbox, "player01")
      const channels = decodes(Api.depositChannels, await c.get(Api.depositChannels.path))
      const channel = channels.find((ch) => (ch.maxAmount ?? 0) >= 100_000)!
      return money("POST", Api.depositRequest.path, { channelId: channel.id, amount })
    }
    expect((await deposit(300)).status).toBe(200)
    sandbox.advance(25 * hour)
    // 300 left the rolling 24 hours: 400 fits a limit of 500
    sandbox.freeze()
    const at = sandbox.services.clock()
    expect((await deposit(400)).status).toBe(200)
    const refused = await deposit(150)
    sandbox.thaw()
    refuses(refused, 403, "deposit_limit_exceeded")
    expect(refused.body.value).toEqual({
      kind: "DEPOSIT",
      period: "DAY",
      limit: 50_000,
      remaining: 10_000,
      resetAt: at + day,
    })
  })

  it("takes the totals at its start from the last movement at that instant, not an earlier one", async () => {
    await setLimit("agent01", "DEPOSIT", "DAY", 1000)
    sandbox.freeze()
    await claim("agent01", { deposit: 10_000 })
    await claim("agent01", { deposit: 20_000 })
    // the day's window now starts exactly at both deposits: neither is inside it
    sandbox.advance(day)
    expect(limitOf(await statusOf("agent01"), "DEPOSIT")).toMatchObject({ used: 0, remaining: 100_000 })
    sandbox.thaw()
  })

  it("keeps a member's movements in order when the clock steps back", async () => {
    sandbox.freeze()
    const at = sandbox.services.clock()
    await claim("agent02", { deposit: 10_000 })
    sandbox.advance(-hour)
    await claim("agent02", { deposit: 10_000 })
    sandbox.advance(hour)
    sandbox.thaw()
    const { id } = await memberOf(sandbox, "agent02")
    const rows = await sandbox.services.db.query<{ at: Date | string }>(
      "select at from protection_movements where member_id = $1 order by seq",
      [id],
    )
    expect(rows.map((r) => new Date(r.at).getTime())).toEqual([at, at])
  })
})

describe("wager and loss limits", () => {
  it("count stakes, and stakes minus payouts, each in its window; a payout alone is recorded without a check", async () => {
    await setLimit("down01", "WAGER", "WEEK", 150)
    await setLimit("down01", "LOSS", "WEEK", 200)
    sandbox.freeze()
    await claim("down01", { stake: 10_000, payout: 3_000 })
    sandbox.advance(8 * day)
    const at = sandbox.services.clock()
    await claim("down01", { stake: 10_000, payout: 4_000 })
    // the first round left the week: the wager counts the second stake, the loss its stake minus its payout
    const status = await statusOf("down01")
    expect(limitOf(status, "WAGER")).toMatchObject({ amount: 15_000, used: 10_000, remaining: 5_000 })
    expect(limitOf(status, "LOSS")).toMatchObject({ amount: 20_000, used: 6_000, remaining: 14_000 })

    await expect(claim("down01", { stake: 6_000, payout: 0 })).rejects.toMatchObject({
      status: 403,
      errorCode: "wager_limit_exceeded",
      value: { kind: "WAGER", period: "WEEK", limit: 15_000, remaining: 5_000, resetAt: at + 7 * day },
    })
    await claim("down01", { stake: 4_000, payout: 0 })

    // a stricter wager limit is in force at once and is already passed; a payout alone still lands
    await setLimit("down01", "WAGER", "WEEK", 100)
    await claim("down01", { payout: 5_000 })
    expect(limitOf(await statusOf("down01"), "LOSS")).toMatchObject({ used: 14_000 - 9_000 })
    sandbox.thaw()
  })
})

describe("limits set, removed and raised", () => {
  it("a deposit limit of zero refuses the first deposit, and never frees room", async () => {
    await setLimit("down02", "DEPOSIT", "DAY", 0)
    await expect(claim("down02", { deposit: 10_000 })).rejects.toMatchObject({
      status: 403,
      errorCode: "deposit_limit_exceeded",
      value: { kind: "DEPOSIT", period: "DAY", limit: 0, remaining: 0, resetAt: null },
    })
  })

  it("a removed limit is pending for 24 hours, then counts nothing", async () => {
    await setLimit("agent41", "DEPOSIT", "WEEK", 100)
    sandbox.freeze()
    const at = sandbox.services.clock()
    const removed = await setLimit("agent41", "DEPOSIT", "WEEK", null)
    expect(limitOf(removed, "DEPOSIT")).toMatchObject({
      amount: 10_000,
      pending: { amount: null, effectiveAt: at + day },
    })
    sandbox.advance(day + 60_000)
    sandbox.thaw()
    expect(limitOf(await statusOf("agent41"), "DEPOSIT")).toBeUndefined()
    await claim("agent41", { deposit: 50_000 })
  })

  it("a session limit is the same limit when raised: the raise waits 24 hours", async () => {
    await setLimit("agent42", "SESSION", null, 30)
    const raised = await setLimit("agent42", "SESSION", null, 60)
    expect(limitOf(raised, "SESSION")).toMatchObject({ period: null, amount: 30, pending: { amount: 60 } })
  })
})

describe("an excluded member", () => {
  it("has every claim refused with the exclusion's end, even one already on its way, until it ends", async () => {
    const { c } = await signedIn(sandbox, "newpass01")
    const excluded = decodes(
      Api.protectionExclusion,
      await c.request("POST", Api.protectionExclusion.path, {
        body: { kind: "COOL_OFF", days: 1, password: "123456" },
        encrypted: true,
      }),
    )
    await expect(claim("newpass01", { deposit: 10_000 })).rejects.toMatchObject({
      status: 403,
      errorCode: "account_excluded",
      value: { kind: "COOL_OFF", until: excluded.until },
    })
    await expect(claim("newpass01", { stake: 100 })).rejects.toMatchObject({ errorCode: "account_excluded" })
    // once the cool-off has ended the member plays and deposits again
    sandbox.advance(day + 60_000)
    await claim("newpass01", { deposit: 10_000 })
  })
})
