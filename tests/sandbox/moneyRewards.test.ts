/**
 * Contract tests of the reward centre (core/contract/api/points.ts) against a real sandbox: the points mall (points
 * earned from play, redeemed and converted on the ledger, reviewed after a delay), promotions with every activity
 * status (applications with images checked by their bytes, reviewed into an issued bonus; raffle and bonus claims),
 * missions and their claim, referral, VIP levels and rank, and the inbox; the ledger's invariants after each test.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { activityStatusOf } from "../../core/model/Promotion.ts"
import { House, type Posting, post, vendor } from "../../sandbox/ledger/ledger.ts"
import { reviewDelayMs } from "../../sandbox/money/pointsMall.ts"
import { applicationReviewMs, rafflePrizes } from "../../sandbox/money/promotions.ts"
import { vendorByCode } from "../../sandbox/seed/vendors.ts"
import { client } from "./harness.ts"
import {
  balanceOf,
  decodes,
  jpegBase64,
  ledgerSandbox,
  newKey,
  pngBase64,
  range,
  refuses,
  signedIn,
} from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const page = { page: 1, size: 50 }
const pt = vendorByCode("PT")!

/** A settled round on a member's PT wallet, written as the games write one: a ledger entry and a `bets` row. */
const play = (memberId: number, stake: number, payout: number) =>
  sandbox.services.db.transaction(async (tx) => {
    const wallet = vendor(memberId, pt.accountTypeId)
    const postings: Array<Posting> = [
      { account: House.cash, amount: -stake },
      { account: wallet, amount: stake },
      { account: wallet, amount: -stake },
      { account: House.games, amount: stake },
      { account: House.games, amount: -payout },
      { account: wallet, amount: payout },
    ]
    const journal = await post(tx, { kind: "game.round", memberId, meta: { vendor: "PT" }, postings })
    await tx.query(
      `insert into bets (member_id, vendor, account_type_id, category, game_code, game_name, stake, payout, round_id,
         journal_id, created_at) values ($1, 'PT', $2, 'RNG', 'PT-001', 'Test slot', $3, $4, $5, $6, $7)`,
      [memberId, pt.accountTypeId, stake, payout, newKey(), journal, new Date(sandbox.services.clock())],
    )
  })

describe("points mall", () => {
  it("credits points earned from play, 1 per 100.00 staked, never twice", async () => {
    const { c, member } = await signedIn(sandbox, "down01")
    const before = decodes(Api.pointBalance, await c.get(Api.pointBalance.path))
    const [row] = await sandbox.services.db.query<{ s: string }>(
      "select coalesce(sum(stake), 0) as s from bets where member_id = $1",
      [member.id],
    )
    const staked = Number(row!.s)
    await play(member.id, 25_000, 0)
    const after = decodes(Api.pointBalance, await c.get(Api.pointBalance.path))
    expect(after - before).toBe(Math.floor((staked + 25_000) / 10_000) - Math.floor(staked / 10_000))
    expect(decodes(Api.pointBalance, await c.get(Api.pointBalance.path))).toBe(after)
    expect(await balanceOf(sandbox, member.id, "POINTS")).toBe(after)
  })
  it("lists the rewards, with sold-out and withdrawn ones, and the rates", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const rewards = decodes(Api.pointRewards, await c.get(Api.pointRewards.path, { page: 1, size: 20 })).list!
    expect(rewards.map((r) => r.status)).toEqual(expect.arrayContaining(["ACTIVE", "SOLD_OUT", "OFF"]))
    // Each reward has its own drawn picture, served by the sandbox.
    expect(new Set(rewards.map((r) => r.imageUrl)).size).toBe(rewards.length)
    for (const r of rewards) expect((await fetch(`${sandbox.url}${r.imageUrl}`)).status, r.imageUrl!).toBe(200)
    const cash = decodes(Api.pointRewards, await c.get(Api.pointRewards.path, { page: 1, size: 20, type: "CASH" }))
      .list!
    expect(cash.every((r) => r.type === "CASH" && r.amount! > 0)).toBe(true)
    const config = decodes(Api.pointConfig, await c.get(Api.pointConfig.path))
    expect(config).toMatchObject({ RNG: 1, CONVERT: 1000 })
  })
  it("redeems a reward with the login password: points to the house, stock taken, approved later with its cash", async () => {
    const { c, member, money } = await signedIn(sandbox, "player01")
    const voucher = decodes(Api.pointRewards, await c.get(Api.pointRewards.path, { page: 1, size: 20, type: "CASH" }))
      .list![0]!
    const points = decodes(Api.pointBalance, await c.get(Api.pointBalance.path))
    const main = await balanceOf(sandbox, member.id, "MAIN")
    const key = newKey()
    const body = {
      rewardId: voucher.rewardId,
      quantity: 2,
      redeemType: "CASH",
      password: "Player123",
      province: "",
      remarks: "",
    }
    const redeem = (b: unknown, k = key) => money("POST", Api.redeemPointReward.path, b, { key: k, encrypted: true })
    decodes(Api.redeemPointReward, await redeem(body))
    decodes(Api.redeemPointReward, await redeem(body))
    expect(decodes(Api.pointBalance, await c.get(Api.pointBalance.path))).toBe(points - 2 * voucher.points)
    const stock = decodes(Api.pointRewards, await c.get(Api.pointRewards.path, { page: 1, size: 20, type: "CASH" }))
      .list![0]!
    expect(stock.quantity).toBe(voucher.quantity! - 2)
    const list = () => c.get(Api.redeemPointList.path, { ...range(sandbox), ...page })
    expect(decodes(Api.redeemPointList, await list()).list![0]).toMatchObject({ status: "P", quantity: 2 })
    sandbox.advance(reviewDelayMs)
    expect(decodes(Api.redeemPointList, await list()).list![0]).toMatchObject({
      status: "A",
      amount: 2 * voucher.amount!,
    })
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main + 2 * voucher.amount!)
    const approved = decodes(
      Api.redeemPointList,
      await c.get(Api.redeemPointList.path, { ...range(sandbox), ...page, status: "R" }),
    )
    expect(approved.list!.every((r) => r.status === "R")).toBe(true)
    refuses(
      await c.get(Api.redeemPointList.path, { ...range(sandbox), ...page, status: "Z" }),
      400,
      "request_param_err",
    )
  })
  it("refuses a wrong password, no stock, a withdrawn reward, too few points, a bad quantity", async () => {
    const { c, money } = await signedIn(sandbox, "player01")
    const rewards = decodes(Api.pointRewards, await c.get(Api.pointRewards.path, { page: 1, size: 20 })).list!
    const by = (status: string) => rewards.find((r) => r.status === status)!
    const redeem = (rewardId: unknown, o: { password?: string; quantity?: number } = {}) =>
      money(
        "POST",
        Api.redeemPointReward.path,
        {
          rewardId,
          quantity: o.quantity ?? 1,
          redeemType: "",
          password: o.password ?? "Player123",
          province: "",
          remarks: "",
        },
        { encrypted: true },
      )
    refuses(await redeem(by("ACTIVE").rewardId, { password: "nope" }), 400, "password_incorrect")
    refuses(await redeem(by("SOLD_OUT").rewardId), 400, "reward_sold_out")
    refuses(await redeem(by("OFF").rewardId), 400, "reward_unavailable")
    refuses(
      await redeem(rewards.find((r) => r.name === "Bluetooth earphones")!.rewardId, { quantity: 5 }),
      400,
      "points_not_enough",
    )
    refuses(await redeem(by("ACTIVE").rewardId, { quantity: 0 }), 400, "quantity_invalid")
    refuses(await redeem("424242"), 400, "reward_not_found")
  })
  it("converts points to cash at the rate, once per key", async () => {
    const { c, member, money } = await signedIn(sandbox, "player01")
    const points = decodes(Api.pointBalance, await c.get(Api.pointBalance.path))
    const main = await balanceOf(sandbox, member.id, "MAIN")
    const key = newKey()
    const convert = (amount: unknown, k = newKey(), password = "Player123") =>
      money("POST", Api.convertPoint.path, { amount, password }, { key: k, encrypted: true })
    decodes(Api.convertPoint, await convert(50, key))
    decodes(Api.convertPoint, await convert(50, key))
    expect(decodes(Api.pointBalance, await c.get(Api.pointBalance.path))).toBe(points - 50)
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main + 500)
    refuses(await convert(5), 400, "amount_invalid")
    refuses(await convert(10.5), 400, "amount_invalid")
    refuses(await convert(1_000_000), 400, "points_not_enough")
    refuses(await convert(10, newKey(), "wrong"), 400, "password_incorrect")
  })
})

describe("promotions", () => {
  it("shows player01 every activity status of spec section 4", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const list = decodes(Api.promotions, await c.get(Api.promotions.path)).list!
    expect(new Set(list.map((p) => activityStatusOf(p.status)))).toEqual(
      new Set([
        "join",
        "claim",
        "applying",
        "close",
        "rejected",
        "issued",
        "claimed",
        "process",
        "joined",
        "comingSoon",
      ]),
    )
    const other = await signedIn(sandbox, "down02")
    const statuses = new Set(decodes(Api.promotions, await other.c.get(Api.promotions.path)).list!.map((p) => p.status))
    expect(statuses.size).toBeGreaterThanOrEqual(5)
  })
  it("serves each promotion's banner, its own and without words (the page sets the title)", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const list = decodes(Api.promotions, await c.get(Api.promotions.path)).list!
    expect(new Set(list.map((p) => p.imageUrl)).size).toBe(list.length)
    const res = await fetch(`${sandbox.url}${list[0]!.imageUrl}`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("image/svg+xml")
    expect(await res.text()).not.toMatch(/<text|Claim now|Join now/)
  })
  it("takes an application with images, reviews it and issues the bonus", async () => {
    const { c, member } = await signedIn(sandbox, "down02")
    const reload = decodes(Api.promotions, await c.get(Api.promotions.path)).list!.find(
      (p) => p.title === "Weekly Reload 50%",
    )!
    expect(reload.status).toBe("JOIN")
    const main = await balanceOf(sandbox, member.id, "MAIN")
    const apply = (body: Record<string, unknown>) =>
      c.request("POST", Api.applyPromotion.path, {
        body: { promotionId: reload.promotionId, comment: "", images: [], ...body },
      })
    refuses(await apply({ comment: "x".repeat(141) }), 400, "comment_too_long")
    refuses(await apply({ images: [pngBase64, pngBase64, pngBase64, pngBase64] }), 400, "too_many_images")
    refuses(await apply({ images: [Buffer.from("GIF89a").toString("base64")] }), 400, "image_type_invalid")
    refuses(
      await apply({ images: [Buffer.alloc(5 * 1024 * 1024 + 1, 0xff).toString("base64")] }),
      400,
      "image_too_large",
    )
    decodes(
      Api.applyPromotion,
      await apply({ comment: "é".repeat(140), images: [pngBase64, `data:image/jpeg;base64,${jpegBase64}`] }),
    )
    const status = async () =>
      decodes(Api.promotions, await c.get(Api.promotions.path)).list!.find((p) => p.promotionId === reload.promotionId)!
        .status
    expect(await status()).toBe("APPLYING")
    refuses(await apply({}), 400, "promotion_not_joinable")
    sandbox.advance(applicationReviewMs)
    expect(await status()).toBe("ISSUED")
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main + 20_000)
    const [images] = await sandbox.services.db.query<{ n: string }>(
      "select count(*) as n from promotion_images i join promotion_applications a on a.id = i.application_id where a.member_id = $1",
      [member.id],
    )
    expect(Number(images!.n)).toBe(2)
  })
  it("joins an event at once, asks for the contact number where needed, refuses the rest", async () => {
    const { c } = await signedIn(sandbox, "down02")
    const list = decodes(Api.promotions, await c.get(Api.promotions.path)).list!
    const id = (title: string) => list.find((p) => p.title === title)!.promotionId
    const apply = (promotionId: string, body: Record<string, unknown> = {}) =>
      c.request("POST", Api.applyPromotion.path, { body: { promotionId, comment: "me", images: [], ...body } })
    decodes(Api.applyPromotion, await apply(id("Esports League Pass")))
    const after = decodes(Api.promotions, await c.get(Api.promotions.path)).list!
    expect(after.find((p) => p.title === "Esports League Pass")!.status).toBe("JOINED")
    refuses(await apply(id("VIP Birthday Bonus")), 400, "contact_required")
    refuses(await apply(id("VIP Birthday Bonus"), { contact: "call me" }), 400, "contact_invalid")
    decodes(Api.applyPromotion, await apply(id("VIP Birthday Bonus"), { contact: "+639171234567" }))
    refuses(await apply(id("Lunar New Year Festival")), 400, "promotion_not_joinable")
    refuses(await apply(id("Daily Slots Cashback")), 400, "promotion_not_joinable")
    refuses(await apply("9999"), 400, "promotion_not_found")
    const trial = await signedIn(sandbox, "trial01")
    refuses(
      await trial.c.request("POST", Api.applyPromotion.path, {
        body: { promotionId: id("Sports Cup Challenge"), comment: "", images: [] },
      }),
      403,
      "need_real_account",
    )
  })
  it("claims the raffle once: a prize from the house's bonus account", async () => {
    const { c, member, money } = await signedIn(sandbox, "player01")
    const main = await balanceOf(sandbox, member.id, "MAIN")
    const key = newKey()
    const prize = decodes(Api.claimRaffle, await money("POST", Api.claimRaffle.path, {}, { key }))
    expect(rafflePrizes).toContain(prize?.amount)
    expect(decodes(Api.claimRaffle, await money("POST", Api.claimRaffle.path, {}, { key }))).toEqual(prize)
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main + prize!.amount!)
    refuses(await money("POST", Api.claimRaffle.path, {}), 400, "raffle_not_available")
    const raffle = decodes(Api.promotions, await c.get(Api.promotions.path)).list!.find(
      (p) => p.title === "Lucky Raffle",
    )!
    expect(raffle.status).toBe("CLAIMED")
  })
  it("claims a bonus promotion named by id", async () => {
    const { c, member, money } = await signedIn(sandbox, "down02")
    const gift = decodes(Api.promotions, await c.get(Api.promotions.path)).list!.find(
      (p) => p.title === "Daily Check-in Gift",
    )!
    const main = await balanceOf(sandbox, member.id, "MAIN")
    expect(
      decodes(Api.claimRaffle, await money("POST", Api.claimRaffle.path, { promotionId: gift.promotionId }))?.amount,
    ).toBe(800)
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main + 800)
    refuses(await money("POST", Api.claimRaffle.path, { promotionId: gift.promotionId }), 400, "raffle_not_available")
  })
  it("answers the promotions on offer by type", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const value = decodes(Api.availablePromotions, await c.get(Api.availablePromotions.path))
    expect(value.MISSION?.enabled).toBe(true)
    expect(value.REFERRAL).toMatchObject({ enabled: true, count: 2 })
  })
})

describe("missions", () => {
  it("shows progress from play and deposits, and claims a completed one once", async () => {
    const { c, member, money } = await signedIn(sandbox, "player01")
    const missions = decodes(Api.missionSummary, await c.get(Api.missionSummary.path)).list!
    expect(new Set(missions.map((m) => m.status))).toEqual(new Set(["OPEN", "COMPLETED", "CLAIMED", "EXPIRED"]))
    const done = missions.find((m) => m.status === "COMPLETED")!
    const open = missions.find((m) => m.status === "OPEN")!
    expect(open.progress!).toBeLessThan(open.target!)
    const main = await balanceOf(sandbox, member.id, "MAIN")
    const key = newKey()
    decodes(Api.claimMission, await money("POST", Api.claimMission.path, { missionId: done.missionId }, { key }))
    decodes(Api.claimMission, await money("POST", Api.claimMission.path, { missionId: done.missionId }, { key }))
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main + done.reward!)
    refuses(await money("POST", Api.claimMission.path, { missionId: done.missionId }), 400, "mission_not_claimable")
    refuses(await money("POST", Api.claimMission.path, { missionId: open.missionId }), 400, "mission_not_claimable")
    refuses(await money("POST", Api.claimMission.path, { missionId: "777" }), 400, "mission_not_found")
    const after = decodes(Api.missionSummary, await c.get(Api.missionSummary.path)).list!
    expect(after.find((m) => m.missionId === done.missionId)!.status).toBe("CLAIMED")
  })
  it("ranks the week's stakes with masked names", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const board = decodes(Api.missionLeaderboard, await c.get(Api.missionLeaderboard.path)).list!
    expect(board.length).toBeGreaterThan(0)
    expect(board.map((r) => r.rank)).toEqual(board.map((_, i) => i + 1))
    for (const r of board) expect(r.account).toContain("***")
    const scores = board.map((r) => r.score!)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
  })
})

describe("referral, VIP and rank", () => {
  it("gives the member's code and link, and the friends who joined with it", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const value = decodes(Api.referral, await c.get(Api.referral.path))
    expect(value.referralCode).toBe("REFPLAYER01")
    expect(value.referralUrl).toMatch(/\/register\?referralCode=REFPLAYER01$/)
    expect(value).toMatchObject({ invitedCount: 2, qualifiedCount: 1, totalReward: 5000 })
    expect(value.list!.map((f) => f.account).sort()).toEqual(["expired01", "newpass01"])
  })
  it("lists the VIP levels to anyone, and the member's progress to the next", async () => {
    const levels = decodes(Api.vipLevels, await client(sandbox.url).get(Api.vipLevels.path))
    expect(levels.map((l) => l.name)).toEqual(["Member", "Bronze", "Silver", "Gold", "Platinum", "Diamond", "Royal"])
    const { c } = await signedIn(sandbox, "player01")
    const rank = decodes(Api.playerRankProgress, await c.get(Api.playerRankProgress.path))
    expect(rank).toMatchObject({ labelName: "Gold", rankLevel: 3, nextLabelName: "Platinum", nextDeposit: 10_000_000 })
    expect(rank.currentDeposit).toBeGreaterThanOrEqual(280_000)
  })
})

describe("inbox", () => {
  it("pages the messages with the unread count, and marks some read", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const inbox = decodes(Api.inbox, await c.get(Api.inbox.path, { page: 1, size: 4 }))
    expect(inbox).toMatchObject({ total: 6, totalPages: 2, unreadCount: 3 })
    const unread = inbox.list!.filter((m) => m.isRead !== true).map((m) => m.id)
    const other = await signedIn(sandbox, "down01")
    const theirs = decodes(Api.inbox, await other.c.get(Api.inbox.path, { page: 1, size: 10 })).list!.map((m) => m.id)
    decodes(
      Api.markMessagesRead,
      await c.request("POST", Api.markMessagesRead.path, { body: { ids: [...unread.slice(0, 2), ...theirs] } }),
    )
    expect(decodes(Api.inbox, await c.get(Api.inbox.path, { page: 1, size: 4 })).unreadCount).toBe(1)
    expect(decodes(Api.unreadCount, await c.get(Api.unreadCount.path))).toBe(1)
    expect(decodes(Api.inbox, await other.c.get(Api.inbox.path, { page: 1, size: 10 })).unreadCount).toBe(0)
    const [theirs0] = theirs
    await sandbox.services.db.query("update messages set read_at = null where id = $1", [Number(theirs0)])
    decodes(Api.markMessagesRead, await c.request("POST", Api.markMessagesRead.path, { body: { ids: [theirs0] } }))
    expect(decodes(Api.inbox, await other.c.get(Api.inbox.path, { page: 1, size: 10 })).unreadCount).toBe(1)
    refuses(await c.request("POST", Api.markMessagesRead.path, { body: { ids: [] } }), 400, "request_param_err")
    refuses(
      await c.request("POST", Api.markMessagesRead.path, { body: { ids: ["1; drop"] } }),
      400,
      "request_param_err",
    )
  })
})

describe("the member's content in the language asked", () => {
  it("answers the seeded messages, missions, deposit instructions, promotions, rewards and record remarks in each language", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const get = async <E extends (typeof Api)[keyof typeof Api]>(
      e: E,
      language: string,
      query?: Record<string, unknown>,
    ) =>
      decodes(
        e,
        await c.request("GET", e.path, { ...(query === undefined ? {} : { query }), headers: { Language: language } }),
      )
    const texts = async (language: string) => {
      const inbox = await get(Api.inbox, language, { page: 1, size: 10 })
      const missions = await get(Api.missionSummary, language)
      const channels = await get(Api.depositChannels, language)
      const records = await get(Api.accountRecords, language, { ...range(sandbox), ...page })
      return {
        messages: inbox.list!.flatMap((m) => [m.title, m.content]),
        missions: missions.list!.flatMap((m) => [m.name, m.description]),
        promotions: (await get(Api.promotions, language)).list!.flatMap((p) => [p.title, p.content]),
        rewards: (await get(Api.pointRewards, language, page)).list!.flatMap((r) => [r.name, r.remark]),
        instructions: (channels as ReadonlyArray<{ instructions?: string | null }>).map((ch) => ch.instructions),
        remarks: (records.list ?? []).map((r) => r.remarks).filter((r) => r?.includes(" #")),
      }
    }
    const english = await texts("EN")
    expect(english.messages).toContain("Welcome to Arena")
    expect(english.remarks.length).toBeGreaterThan(0)
    for (const language of ["CN", "JA", "TH", "VI", "PT"]) {
      const mine = await texts(language)
      for (const part of ["messages", "missions", "instructions", "promotions", "rewards"] as const) {
        expect(mine[part].length, `${language} ${part}`).toBe(english[part].length)
        for (const [i, t] of mine[part].entries()) expect(t, `${language} ${part} #${i}`).not.toBe(english[part][i])
      }
    }
    expect((await texts("TH")).messages).toContain("ยินดีต้อนรับสู่ Arena")
    expect((await texts("CN")).remarks.some((r) => /^主钱包: (存款|提款) #\d+$/.test(r!))).toBe(true)
  })
})
