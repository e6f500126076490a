/**
 * Contract tests of the lottery calls (core/contract/api/lottery.ts): raw (unenveloped) menus of the LOTT and
 * Vietnamese lotteries, the popular and full lists of opened draws with stable winning numbers, a member's view and
 * recent lotteries, and the lottery launch with its lobby page.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { launchUrlOf } from "../../core/model/LaunchRequest.ts"
import { menuGroups } from "../../core/model/LotteryMenu.ts"
import { drawsOf } from "../../core/model/OpenedNumbers.ts"
import { decodes, lott, refuses, signedIn } from "./gamesKit.ts"
import { client, fileSandbox } from "./harness.ts"

const sandbox = fileSandbox()

describe("lottery menus", () => {
  it("answers the LOTT menu raw, in the five lottery types", async () => {
    const res = await client(sandbox.url).get(Api.lotteryMenus.path, { prizeMode: "Lott" })
    expect(res.body.success).toBeUndefined()
    const groups = menuGroups(decodes(Api.lotteryMenus, res))
    expect(groups.map((g) => g.gameGroupCode)).toEqual(["SSC", "11X5", "PK10", "LHC", "LF"])
    const games = groups.flatMap((g) => g.gameMenus)
    expect(games.every((g) => g.prizeMode === "Lott" && g.icon === `/images/lottery/${g.gameCode}.svg`)).toBe(true)
    refuses(await client(sandbox.url).get(Api.lotteryMenus.path, { prizeMode: "Nope" }), 400, "request_param_err")
    refuses(await client(sandbox.url).get(Api.lotteryMenus.path, {}), 400, "request_param_err")
  })
  it("answers the Vietnamese menu by region", async () => {
    const res = await client(sandbox.url).get(Api.vnLotteryMenus.path, { prizeMode: "SEA", device: "WEB" })
    const groups = menuGroups(decodes(Api.vnLotteryMenus, res))
    expect(groups.map((g) => g.gameGroupCode)).toEqual(["MB", "MT", "MN", "FAST"])
    expect(groups[0]!.labelName).toContain("North")
    expect(groups[2]!.gameMenus.map((g) => g.gameName)).toContain("TP. Hồ Chí Minh")
  })
})

describe("opened numbers", () => {
  const opened = (q: Record<string, unknown>) =>
    client(sandbox.url).get(Api.vnOpenedNumbers.path, { prizeMode: "SEA", device: "WEB", language: "EN", ...q })

  it("serves the popular list (20) and the full list (100), newest draw of each game first", async () => {
    const popular = drawsOf(decodes(Api.vnOpenedNumbers, await opened({ count: 20 })))
    expect(popular).toHaveLength(20)
    const codes = popular.slice(0, 10).map((d) => d.gameCode)
    expect(new Set(codes).size).toBe(10)
    const full = drawsOf(decodes(Api.vnOpenedNumbers, await opened({ count: 100 })))
    expect(full).toHaveLength(100)
    expect(full.slice(0, 20)).toEqual(popular)
    for (const d of full) {
      expect(d.openTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
      expect(d.winNumber).toMatch(/^\d{5,6}$/)
    }
    refuses(await opened({ count: 0 }), 400, "request_param_err")
    refuses(await opened({ count: 1000 }), 400, "request_param_err")
  })
  it("keeps a draw's numbers as time passes, and opens the next draw", async () => {
    const fast = async () =>
      drawsOf(decodes(Api.vnOpenedNumbers, await opened({ count: 100 }))).filter((d) => d.gameCode === "VN1")
    const before = await fast()
    sandbox.advance(60_000)
    const after = await fast()
    expect(after[0]!.numero).not.toBe(before[0]!.numero)
    const same = after.find((d) => d.numero === before[0]!.numero)
    expect(same?.winNumber).toBe(before[0]!.winNumber)
  })
  it("lists the popular games of the LOTT menu", async () => {
    const res = await client(sandbox.url).get(Api.popularLotteries.path, { prizeMode: "Lott", count: 20 })
    const draws = drawsOf(decodes(Api.popularLotteries, res))
    expect(draws.length).toBe(17)
    expect(new Set(draws.map((d) => d.gameCode)).size).toBe(17)
    const pk10 = draws.find((d) => d.gameCode === "BJPK10")!
    expect(
      pk10
        .winNumber!.split(",")
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })
  it("shows a member one game's last draws (token)", async () => {
    refuses(await client(sandbox.url).get(Api.openedNumbers.path, { prizeMode: "Lott" }), 401, "login.not.session")
    const { c } = await signedIn(sandbox, "player01")
    const draws = drawsOf(
      decodes(
        Api.openedNumbers,
        await c.get(Api.openedNumbers.path, { prizeMode: "Lott", gameCode: "FFC5", count: 5 }),
      ),
    )
    expect(draws.map((d) => d.gameCode)).toEqual(Array(5).fill("FFC5"))
    const times = draws.map((d) => d.openTime as string)
    expect(times).toEqual([...times].sort().reverse())
    const all = drawsOf(decodes(Api.openedNumbers, await c.get(Api.openedNumbers.path, { prizeMode: "Lott" })))
    expect(all.length).toBe(17)
    refuses(await c.get(Api.openedNumbers.path, { prizeMode: "Lott", gameCode: "NOPE" }), 400, "request_param_err")
  })
})

describe("the lottery launch", () => {
  it("opens the lobby page, on a game's draws when it names one, and records recent lotteries per member", async () => {
    const { c } = await signedIn(sandbox, "player01")
    refuses(
      await client(sandbox.url).get(Api.recentLotteries.path, { prizeMode: "SEA", device: "WEB" }),
      401,
      "login.not.session",
    )
    const lobby = decodes(Api.launchGame, await c.get(Api.launchGame.path, lott({ backUrl: "/Vnlottery" })))
    const lobbyUrl = launchUrlOf(lobby)!
    expect(lobbyUrl).toMatch(new RegExp(`^${sandbox.url}/play/lottery\\?t=[0-9a-f]{64}$`))
    const page = await (await fetch(lobbyUrl)).text()
    expect(page).toContain("North (Miền Bắc)")
    expect(page).toContain('href="/Vnlottery"')
    expect(page).not.toMatch(/<script/)
    for (const code of ["MNHCM", "MBHN"]) {
      sandbox.advance(1000)
      const answer = decodes(
        Api.launchGame,
        await c.get(Api.launchGame.path, lott({ lottoGameCode: code, lottoView: "betting" })),
      )
      if (code === "MBHN") expect(await (await fetch(launchUrlOf(answer)!)).text()).toContain("Hà Nội")
    }
    const recent = decodes(
      Api.recentLotteries,
      await c.get(Api.recentLotteries.path, { prizeMode: "SEA", device: "WEB" }),
    )
    expect(recent.map((g) => g.gameCode)).toEqual(["MBHN", "MNHCM"])
    const lottRecent = decodes(Api.recentLotteries, await c.get(Api.recentLotteries.path, { prizeMode: "Lott" }))
    expect(lottRecent).toEqual([])
    const other = (await signedIn(sandbox, "down01")).c
    expect(decodes(Api.recentLotteries, await other.get(Api.recentLotteries.path, { prizeMode: "SEA" }))).toEqual([])
  })
  it("lists the popular games most played first: by how many members opened each, then in the menu's order", async () => {
    const popular = async () =>
      drawsOf(
        decodes(
          Api.popularLotteries,
          await client(sandbox.url).get(Api.popularLotteries.path, { prizeMode: "Lott", count: 20 }),
        ),
      ).map((d) => d.gameCode)
    const before = await popular()
    expect(before.slice(0, 3)).toEqual(["FFC1", "FFC5", "CQSSC"])
    const open = async (account: string, code: string) => {
      const { c } = await signedIn(sandbox, account)
      sandbox.advance(1000)
      decodes(
        Api.launchGame,
        await c.get(Api.launchGame.path, lott({ lottoPrizeMode: "Lott", lottoGameCode: code, lottoView: "betting" })),
      )
    }
    await open("down01", "PL5")
    await open("down01", "PL5")
    await open("down02", "PL5")
    await open("down02", "XYFT")
    const after = await popular()
    expect(after.slice(0, 4)).toEqual(["PL5", "XYFT", "FFC1", "FFC5"])
    expect([...after].sort()).toEqual([...before].sort())
  })
  it("refuses a betting view without a game, a game of another menu, and an unsafe back address", async () => {
    const { c } = await signedIn(sandbox, "player01")
    for (const [q, field] of [
      [{ lottoView: "betting" }, "lottoGameCode"],
      [{ lottoGameCode: "FFC1", lottoView: "betting" }, "lottoGameCode"],
      [{ lottoPrizeMode: "XX" }, "lottoPrizeMode"],
      [{ backUrl: "javascript:alert(1)" }, "backUrl"],
      [{ backUrl: "//evil.example" }, "backUrl"],
      [{ lottoArea: "CN" }, "lottoArea"],
    ] as const) {
      const res = await c.get(Api.launchGame.path, lott(q))
      refuses(res, 400, "request_param_err")
      expect(res.body.message).toContain(field)
    }
  })
})
