/**
 * The demo games really play: a launch, then rounds through the game API with the launch token — the
 * vendor wallet moves by payout minus stake, each round is a `bets` row and one balanced journal entry, a round id
 * plays once, the big wins reach the winner board — with CORS for the sandboxed page, refusals by token, and the
 * pages, scripts and images the portal loads.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { lifetimeMs } from "../../sandbox/games/launchTokens.ts"
import { balanceOf, House } from "../../sandbox/ledger/ledger.ts"
import {
  decodes,
  fundVendor,
  gameApiOf,
  launchGame,
  refuses,
  signedIn,
  unbalancedEntries,
  walletBalance,
} from "./gamesKit.ts"
import { client, fileSandbox } from "./harness.ts"

const sandbox = fileSandbox()

/** PT's wallet (sandbox/seed/vendors.ts). */
const pt = 1012

const launch = (c: Awaited<ReturnType<typeof signedIn>>["c"], gameId = "PT-001", vassalage = "PT") =>
  launchGame(c, gameId, vassalage)

/** A call of the game API as the sandboxed page makes it: origin "null", no cookies. */
const gameApi = (path: string, body?: unknown) => gameApiOf(sandbox)(path, body)

let roundNo = 0
const nextRoundId = () => `test-round-${++roundNo}-${Date.now().toString(36)}`

describe("the slot jackpot", () => {
  it("serves a pool that grows by 1% of every slot stake played, in the wire's amounts", async () => {
    const pool = async () => decodes(Api.jackpot, await client(sandbox.url).get(Api.jackpot.path))
    const before = await pool()
    // The seeded history's stakes already fed it: above the base of P 888,888.00.
    expect(before.amount).toBeGreaterThan(88_888_800)
    const { c, member } = await signedIn(sandbox, "down02")
    await fundVendor(sandbox, member.id, pt, 1_000_000)
    const { token } = await launch(c)
    for (const stake of [10_000, 10_000, 10_000]) {
      const res = await gameApi("/play/api/spin", { t: token, roundId: nextRoundId(), stake })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    const after = await pool()
    expect(after.amount - before.amount).toBe(300)
    expect(after.updatedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    // On the wire the pool is in major units, like every amount.
    const raw = await client(sandbox.url).get(Api.jackpot.path)
    expect(raw.body.value.amount).toBe(after.amount / 100)
  })
})

describe("a full round", () => {
  it("stakes from the vendor wallet, pays back, writes the bet and one balanced entry", async () => {
    const { c, member } = await signedIn(sandbox, "down02")
    await fundVendor(sandbox, member.id, pt, 1_000_000)
    const { token } = await launch(c)
    const session = await gameApi(`/play/api/session?t=${token}`)
    expect(session.status).toBe(200)
    expect(session.headers.get("access-control-allow-origin")).toBe("*")
    expect(session.body.value.wallet.balance).toBe(await walletBalance(sandbox, member.id, pt))
    expect(session.body.value.rtp).toBe(0.96)
    expect(session.body.value.game).toMatchObject({ code: "PT-001", vendor: "PT", name: "Golden Lotus" })

    const before = await walletBalance(sandbox, member.id, pt)
    const houseBefore = await balanceOf(sandbox.services.db, House.games)
    const mainBefore = await walletBalance(sandbox, member.id, 0)
    const roundId = nextRoundId()
    const res = await gameApi("/play/api/spin", { t: token, roundId, stake: 1000 })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.headers.get("access-control-allow-origin")).toBe("*")
    const round = res.body.value
    expect(round.stake).toBe(1000)
    expect(round.window).toHaveLength(3)
    expect(round.payout).toBe(round.wins.reduce((s: number, w: { amount: number }) => s + w.amount, 0))
    const after = await walletBalance(sandbox, member.id, pt)
    expect(after).toBe(before + round.payout - round.stake)
    expect(round.balance).toBe(after)
    expect(await balanceOf(sandbox.services.db, House.games)).toBe(houseBefore + round.stake - round.payout)
    expect(await walletBalance(sandbox, member.id, 0)).toBe(mainBefore)

    const bets = await sandbox.services.db.query<{ stake: string; payout: string; journal_id: string; vendor: string }>(
      "select stake, payout, journal_id, vendor from bets where round_id = $1",
      [`${member.id}:${roundId}`],
    )
    expect(bets).toHaveLength(1)
    expect([Number(bets[0]!.stake), Number(bets[0]!.payout), bets[0]!.vendor]).toEqual([1000, round.payout, "PT"])
    const postings = await sandbox.services.db.query<{ amount: string }>(
      "select amount from postings where journal_id = $1",
      [bets[0]!.journal_id],
    )
    expect(postings.reduce((s, p) => s + Number(p.amount), 0)).toBe(0)
    expect(await unbalancedEntries(sandbox)).toBe(0)
  })
  it("plays a round id once: a replay answers the same round, another stake under it is refused", async () => {
    const { c, member } = await signedIn(sandbox, "down02")
    const { token } = await launch(c)
    const roundId = nextRoundId()
    const first = await gameApi("/play/api/spin", { t: token, roundId, stake: 500 })
    const balance = await walletBalance(sandbox, member.id, pt)
    const again = await gameApi("/play/api/spin", { t: token, roundId, stake: 500 })
    expect(again.body).toEqual(first.body)
    expect(await walletBalance(sandbox, member.id, pt)).toBe(balance)
    const [count] = await sandbox.services.db.query<{ n: string }>(
      "select count(*) as n from bets where round_id = $1",
      [`${member.id}:${roundId}`],
    )
    expect(Number(count!.n)).toBe(1)
    const other = await gameApi("/play/api/spin", { t: token, roundId, stake: 1000 })
    expect([other.status, other.body.errorCode]).toEqual([422, "idempotency_key_reused"])
  })
  it("puts a big win on the winner board, masked", async () => {
    const { c } = await signedIn(sandbox, "down02")
    const { token } = await launch(c, "PT-005")
    let won: { roundId: string; payout: number } | undefined
    for (let i = 0; i < 400 && won === undefined; i++) {
      const roundId = nextRoundId()
      const r = (await gameApi("/play/api/spin", { t: token, roundId, stake: 10_000 })).body.value
      if (r.payout > r.stake) won = { roundId, payout: r.payout }
    }
    expect(won).toBeDefined()
    const board = decodes(
      Api.winnerBoard,
      await client(sandbox.url).get(Api.winnerBoard.path, { gameCategory: "ALL", language: "EN", limitNum: 100 }),
    ).list.map((e) => e.vo)
    const entry = board.find((v) => v.gameId === "PT-005" && v.winAmount === won!.payout)
    expect(entry).toMatchObject({ customerName: "do***02", vendor: "PT", gameName: "Fortune Koi", nodeId: "101105" })
    const amounts = board.map((v) => v.winAmount ?? 0)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
  })
})

describe("the game API's refusals", () => {
  it("refuses a stake the wallet cannot cover, writing nothing", async () => {
    const { c, member } = await signedIn(sandbox, "agent42")
    const { token } = await launch(c, "MG-001", "MG")
    const session = await gameApi(`/play/api/session?t=${token}`)
    expect(session.body.value.wallet.balance).toBe(0)
    const res = await gameApi("/play/api/spin", { t: token, roundId: nextRoundId(), stake: 100 })
    expect([res.status, res.body.errorCode]).toEqual([400, "balance_not_enough"])
    expect(res.body.message).toMatch(/transfer funds/)
    const [count] = await sandbox.services.db.query<{ n: string }>(
      "select count(*) as n from bets where member_id = $1",
      [member.id],
    )
    expect(Number(count!.n)).toBe(0)
  })
  it("refuses bad tokens, bad bodies, round ids and stakes", async () => {
    const { c } = await signedIn(sandbox, "down02")
    const { token } = await launch(c)
    for (const [body, status, code] of [
      [{ t: "0".repeat(64), roundId: nextRoundId(), stake: 100 }, 401, "launch_token_invalid"],
      [{ t: token, roundId: "short", stake: 100 }, 400, "request_param_err"],
      [{ t: token, roundId: nextRoundId(), stake: 123 }, 400, "request_param_err"],
      [{ t: token, roundId: nextRoundId(), stake: "100" }, 400, "request_param_err"],
      [[1, 2, 3], 400, "request_param_err"],
    ] as const) {
      const res = await gameApi("/play/api/spin", body)
      expect([res.status, res.body.errorCode, res.body.success]).toEqual([status, code, false])
    }
    const bad = await fetch(`${sandbox.url}/play/api/spin`, { method: "POST", body: "{not json" })
    expect(bad.status).toBe(400)
    expect((await gameApi(`/play/api/session?t=nope`)).status).toBe(401)
    expect((await gameApi("/play/api/nothing")).status).toBe(404)
  })
  it("ends a launch token at logout and at its expiry", async () => {
    const a = await signedIn(sandbox, "down01")
    const first = await launch(a.c, "WD-001", "WD")
    expect((await gameApi(`/play/api/session?t=${first.token}`)).status).toBe(200)
    await sandbox.services.sessions.close(a.c.token()!)
    expect((await gameApi(`/play/api/session?t=${first.token}`)).status).toBe(401)
    expect((await fetch(first.url)).status).toBe(401)

    const b = await signedIn(sandbox, "down01")
    const second = await launch(b.c, "WD-001", "WD")
    sandbox.advance(lifetimeMs + 1000)
    const res = await gameApi(`/play/api/session?t=${second.token}`)
    expect([res.status, res.body.errorCode]).toEqual([401, "launch_token_invalid"])
  })
})

describe("CORS for the sandboxed page", () => {
  it("answers the preflight of the game API, and only there", async () => {
    const pre = await fetch(`${sandbox.url}/play/api/spin`, {
      method: "OPTIONS",
      headers: {
        Origin: "null",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get("access-control-allow-origin")).toBe("*")
    expect(pre.headers.get("access-control-allow-methods")).toContain("POST")
    expect(pre.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type")
    expect(pre.headers.get("access-control-allow-credentials")).toBeNull()
    const api = await fetch(`${sandbox.url}${Api.gameVendors.path}?merchantCode=arena`, { headers: { Origin: "null" } })
    expect(api.headers.get("access-control-allow-origin")).toBeNull()
  })
})

describe("the pages and their files", () => {
  it("serves the slot page with its script as a file: no inline script, no inline handler", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const { url } = await launch(c, "RTG-003", "RTG")
    const res = await fetch(url)
    expect(res.headers.get("content-type")).toContain("text/html")
    expect(res.headers.get("cache-control")).toBe("no-store")
    const html = await res.text()
    expect(html).toContain("Aztec Sunrise")
    expect(html).toContain("96.00%")
    expect(html).toContain('<script src="/play/assets/slot.js" defer></script>')
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull()
    expect(html.match(/\son[a-z]+\s*=/gi)).toBeNull()
    const js = await fetch(`${sandbox.url}/play/assets/slot.js`)
    expect(js.headers.get("content-type")).toContain("text/javascript")
    expect(await js.text()).toContain("/play/api/spin")
    expect((await fetch(`${sandbox.url}/play/assets/play.css`)).headers.get("content-type")).toContain("text/css")
    const symbol = await fetch(`${sandbox.url}/play/symbols/SEVEN.svg`)
    expect(symbol.headers.get("content-type")).toBe("image/svg+xml")
    expect((await fetch(`${sandbox.url}/play/assets/../../package.json`)).status).toBe(404)
    expect((await fetch(`${sandbox.url}/play/slot?t=nope`)).status).toBe(401)
  })
  it("serves the generated artwork as SVG with a long cache, distinct per code", async () => {
    const svg = async (path: string) => {
      const res = await fetch(`${sandbox.url}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get("content-type")).toBe("image/svg+xml")
      expect(res.headers.get("cache-control")).toContain("max-age=31536000")
      const text = await res.text()
      expect(text.startsWith("<svg")).toBe(true)
      expect(text).not.toContain("<script")
      return text
    }
    const a = await svg("/images/vendors/PT.svg")
    const b = await svg("/images/vendors/MG.svg")
    expect(a).not.toBe(b)
    expect(a).toContain("Playtech")
    expect(await svg("/images/games/PT-001.svg")).toContain("Golden Lotus")
    expect(await svg("/images/games/TPG-002.svg")).toContain("Pusoy")
    expect(await svg("/images/lottery/MNHCM.svg")).toContain("TP. Hồ Chí Minh")
    expect(await svg("/images/banners/welcome.svg")).not.toContain("<text")
    expect(await svg("/images/games/PNG-009.svg")).toContain("Witch&#39;s Brew")
    expect(await svg("/images/rewards/gold-card.svg")).not.toContain("<text")
    for (const path of ["/images/vendors/NOPE.svg", "/images/games/PT-999.svg", "/images/vendors/..%2Fx.svg"]) {
      expect((await fetch(`${sandbox.url}${path}`)).status, path).toBe(404)
    }
  })
})

describe("games seen from the contract's side", () => {
  it("refuses the game API's token in place of a session token", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const { token } = await launch(c)
    const other = client(sandbox.url)
    other.setToken(token)
    refuses(await other.get(Api.favouriteIds.path), 401, "login.not.session")
  })
})
