/**
 * Play for fun: a slot launched with `accountType: 0` by a visitor, a trial account or a member plays on a play
 * balance of its own session. Its rounds leave the ledger as it was (no journal entry, no posting, no balance moved,
 * no bet, no protection claim, the jackpot pool unchanged), its token is refused by everything that reaches a wallet,
 * and a real launch token never opens play money.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { launchUrlOf } from "../../core/model/LaunchRequest.ts"
import { funStartBalance } from "../../sandbox/games/funPlay.ts"
import { balanceOf, House } from "../../sandbox/ledger/ledger.ts"
import { decodes, fundVendor, gameApiOf, gls, refuses, signedIn, unbalancedEntries } from "./gamesKit.ts"
import { client, fileSandbox } from "./harness.ts"

const sandbox = fileSandbox()

/** PT's wallet (sandbox/seed/vendors.ts). */
const pt = 1012

const gameApi = (path: string, body?: unknown) => gameApiOf(sandbox)(path, body)

let roundNo = 0
const nextRoundId = () => `fun-round-${++roundNo}-${Date.now().toString(36)}`

/**
 * Everything a round on the ledger would change: game-round journal entries, the house's games account, the playing
 * member's balances (when one plays), bets, protection. The sandbox's own timers may post other entries meanwhile
 * (agents' settlements, which pay agents' wallets): they are left out.
 */
const ledgerFacts = async (memberId = 0) => {
  const db = sandbox.services.db
  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql))[0]!.n)
  const balances = await db.query<{ id: string; balance: string }>(
    "select id, balance from accounts where member_id = $1 order by id",
    [memberId],
  )
  const protection = await db.query("select * from protection_accounts order by member_id")
  return {
    rounds: await count("select count(*) as n from journal where kind = 'game.round'"),
    roundPostings: await count(
      "select count(*) as n from postings p join journal j on j.id = p.journal_id where j.kind = 'game.round'",
    ),
    bets: await count("select count(*) as n from bets"),
    houseGames: await balanceOf(db, House.games),
    balances: balances.map((b) => `${b.id}:${b.balance}`),
    protection: JSON.stringify(protection),
  }
}

/** Launches PT's first slot for fun with `c` (a visitor's client when not signed in); the fun token. */
const launchForFun = async (c: ReturnType<typeof client>, q: Record<string, unknown> = {}) => {
  const answer = decodes(
    Api.launchGame,
    await c.get(Api.launchGame.path, gls({ vassalage: "PT", gameId: "PT-001", accountType: 0, token: "", ...q })),
  )
  const url = new URL(launchUrlOf(answer)!)
  return url.searchParams.get("t")!
}

describe("play for fun", () => {
  it("lets a visitor play rounds on play money that leave the ledger, the bets and the jackpot unchanged", async () => {
    const pool = async () => decodes(Api.jackpot, await client(sandbox.url).get(Api.jackpot.path)).amount
    const before = await ledgerFacts()
    const poolBefore = await pool()
    const token = await launchForFun(client(sandbox.url))
    expect(token).toMatch(/^fun_[0-9a-f]{64}$/)

    const page = await fetch(`${sandbox.url}/play/slot?t=${token}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain("Play money")
    const session = await gameApi(`/play/api/session?t=${token}`)
    expect(session.status, JSON.stringify(session.body)).toBe(200)
    expect(session.body.value).toMatchObject({ fun: true, wallet: { balance: funStartBalance } })

    let balance = funStartBalance
    for (const stake of [1000, 5000, 1000]) {
      const res = await gameApi("/play/api/spin", { t: token, roundId: nextRoundId(), stake })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      balance = balance - stake + res.body.value.payout
      expect(res.body.value.balance).toBe(balance)
    }
    expect((await gameApi(`/play/api/session?t=${token}`)).body.value.wallet.balance).toBe(balance)
    expect((await gameApi(`/play/api/session?t=${token}`)).body.value.history).toHaveLength(3)

    expect(await ledgerFacts()).toEqual(before)
    expect(await pool()).toBe(poolBefore)
    expect(await unbalancedEntries(sandbox)).toBe(0)
  })

  it("lets a trial account play for fun while its real-money launch stays refused", async () => {
    const { c, member } = await signedIn(sandbox, "trial01")
    refuses(
      await c.get(Api.launchGame.path, gls({ vassalage: "PT", gameId: "PT-001" })),
      403,
      "trial_account_not_allowed",
    )
    const before = await ledgerFacts(member.id)
    const token = await launchForFun(c)
    const res = await gameApi("/play/api/spin", { t: token, roundId: nextRoundId(), stake: 1000 })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await ledgerFacts(member.id)).toEqual(before)
  })

  it("never touches a member's wallet: a member's fun rounds leave the funded game wallet as it was", async () => {
    const { c, member } = await signedIn(sandbox, "down02")
    await fundVendor(sandbox, member.id, pt, 500_000)
    const before = await ledgerFacts(member.id)
    expect(before.balances.length).toBeGreaterThan(0)
    const token = await launchForFun(c)
    const res = await gameApi("/play/api/spin", { t: token, roundId: nextRoundId(), stake: 1000 })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.value.balance).toBe(funStartBalance - 1000 + res.body.value.payout)
    expect(await ledgerFacts(member.id)).toEqual(before)
  })

  it("is refused the real wallet: the fun token opens no wallet call, and a real token opens no play money", async () => {
    const token = await launchForFun(client(sandbox.url))
    const before = await ledgerFacts()
    // A fun token in the place of a portal session: no wallet transfer, no balance.
    const c = client(sandbox.url)
    c.setToken(token)
    const moved = await c.request("POST", "/wps/relay/GCS_walletTransfer", {
      body: { fromAccountTypeId: 0, toAccountTypeId: pt, amount: 10 },
      headers: { "Idempotency-Key": `fun-${Date.now()}` },
    })
    expect(moved.status).toBe(401)
    // A fun token altered into a launch token's shape is unknown to the real game API.
    const bare = token.slice("fun_".length)
    refuses(
      await gameApi("/play/api/spin", { t: bare, roundId: nextRoundId(), stake: 1000 }),
      401,
      "launch_token_invalid",
    )
    // A real launch token spins on the wallet, never on play money: an empty wallet is refused.
    const { c: member } = await signedIn(sandbox, "player01")
    const real = new URL(
      launchUrlOf(
        decodes(Api.launchGame, await member.get(Api.launchGame.path, gls({ vassalage: "MG", gameId: "MG-001" }))),
      )!,
    ).searchParams.get("t")!
    const realSession = await gameApi(`/play/api/session?t=${real}`)
    expect(realSession.body.value.fun).toBe(false)
    expect(await ledgerFacts()).toEqual(before)
  })

  it("plays a round id once, refuses a stake above the play balance, and offers slots only", async () => {
    const token = await launchForFun(client(sandbox.url))
    const roundId = nextRoundId()
    const first = await gameApi("/play/api/spin", { t: token, roundId, stake: 1000 })
    const again = await gameApi("/play/api/spin", { t: token, roundId, stake: 1000 })
    expect(again.body).toEqual(first.body)
    refuses(await gameApi("/play/api/spin", { t: token, roundId, stake: 5000 }), 422, "idempotency_key_reused")
    refuses(await gameApi("/play/api/spin", { t: token, roundId: nextRoundId(), stake: 7 }), 400, "request_param_err")
    // Spend the play money down with the largest stake until it cannot cover one more.
    let balance: number = first.body.value.balance
    for (let i = 0; i < 400 && balance >= 10_000; i++) {
      const r = await gameApi("/play/api/spin", { t: token, roundId: nextRoundId(), stake: 10_000 })
      balance = r.body.value.balance
    }
    if (balance < 10_000) {
      refuses(
        await gameApi("/play/api/spin", { t: token, roundId: nextRoundId(), stake: 10_000 }),
        400,
        "play_balance_not_enough",
      )
    }
    const visitor = client(sandbox.url)
    for (const q of [{ vassalage: "TCG_SEA", gameId: "" }, { vassalage: "NOPE" }]) {
      refuses(
        await visitor.get(Api.launchGame.path, gls({ accountType: 0, token: "", ...q })),
        400,
        "request_param_err",
      )
    }
  })

  it("marks the slots, and only them, as offering free play in the hot games", async () => {
    const hot = { merchantCode: "arena", isPlatform: 2, vassalage: "", platform: "flash,html5-desktop", language: "EN" }
    const all = decodes(Api.hotGames, await client(sandbox.url).get(Api.hotGames.path, hot)).list
    const pt = all.find((g) => g.gameCode === "PT-001")
    expect(pt?.freeplay).toBe(true)
    expect(all.filter((g) => g.gameType !== "RNG").every((g) => g.freeplay !== true)).toBe(true)
    expect(all.some((g) => g.gameType !== "RNG")).toBe(true)
  })
})
