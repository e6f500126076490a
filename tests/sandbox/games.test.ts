/**
 * Contract tests of the games calls (core/contract/api/games.ts) against a real sandbox: every answer decodes
 * through core's declaration, and the catalogue, paging, filters, favourites and recent games per member, PVP rooms
 * and the launch (with its refusals) behave as a platform's would.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { gameCategories } from "../../core/model/GameCategory.ts"
import { launchUrlOf } from "../../core/model/LaunchRequest.ts"
import { vendors } from "../../sandbox/seed/vendors.ts"
import { decodes, gls, lott, refuses, signedIn } from "./gamesKit.ts"
import { client, fileSandbox } from "./harness.ts"

const sandbox = fileSandbox()

const hot = { merchantCode: "arena", isPlatform: 2, vassalage: "", platform: "flash,html5-desktop", language: "EN" }
const list = (q: Record<string, unknown>) => ({
  clientType: 3,
  platform: "html5-desktop",
  merchant: "arena",
  pageNo: 1,
  pageSize: 30,
  language: "EN",
  ...q,
})

describe("the vendor catalogue", () => {
  it("lists every category's vendors as lanes of cards, with their wallets, images and hot flags", async () => {
    const value = decodes(
      Api.gameVendors,
      await client(sandbox.url).get(Api.gameVendors.path, { merchantCode: "arena" }),
    )
    const lanes = value.data.lanes
    expect(lanes.map((l) => l.title)).toEqual([...gameCategories])
    const cards = lanes.flatMap((l) => l.cards)
    expect(cards.map((c) => c.vassalage).sort()).toEqual(vendors.map((v) => v.code).sort())
    for (const v of vendors) {
      const card = cards.find((c) => c.vassalage === v.code)!
      expect(card.accountTypeId).toBe(String(v.accountTypeId))
      expect(card.isHot).toBe(v.isHot)
      expect(card.isGame).toBe(v.isGame)
      expect(card.lagerIcon).toBe(`/images/vendors/${v.code}.svg`)
    }
    expect(lanes.find((l) => l.title === "SPORTS")!.cards).toHaveLength(1)
    expect(lanes.find((l) => l.title === "RNG")!.cards.length).toBeGreaterThan(6)
    expect(cards.find((c) => c.vassalage === "TCG_SEA")!.appNewWindow).toBe(true)
    // A card that launches names its game; a popup-list vendor does not.
    expect(cards.find((c) => c.vassalage === "BBIN")!.gameId).toBe("BBIN-001")
    expect(cards.find((c) => c.vassalage === "PT")!.gameId ?? undefined).toBeUndefined()
  })
  it("lists the hot games of every vendor, or of one", async () => {
    const c = client(sandbox.url)
    const all = decodes(Api.hotGames, await c.get(Api.hotGames.path, hot)).list
    expect(new Set(all.map((g) => g.vassalage)).size).toBeGreaterThan(10)
    const pt = decodes(Api.hotGames, await c.get(Api.hotGames.path, { ...hot, vassalage: "PT" })).list
    expect(pt.map((g) => g.gameCode)).toEqual(["PT-001", "PT-002"])
    expect(pt[0]!.showIcon).toBe("/images/games/PT-001.svg")
    refuses(await c.get(Api.hotGames.path, { ...hot, vassalage: "NOPE" }), 400, "request_param_err")
    refuses(await c.get(Api.hotGames.path, { ...hot, isPlatform: 3 }), 400, "request_param_err")
  })
  it("gives the game types of the popup-list vendors (token)", async () => {
    refuses(await client(sandbox.url).get(Api.vassGameTypes.path), 401, "login.not.session")
    const { c } = await signedIn(sandbox, "player01")
    const value = decodes(Api.vassGameTypes, await c.get(Api.vassGameTypes.path))
    expect(value.content?.RNG?.PT).toEqual(["SLOT", "TABLE"])
    expect(Object.keys(value.content?.LIVE ?? {})).toEqual(["AG"])
  })
})

describe("the game list", () => {
  it("answers a visitor too (spec section 6: visitors browse)", async () => {
    const page = decodes(Api.gameList, await client(sandbox.url).get(Api.gameList.path, list({ vassalage: "PT" })))
    expect(page.games.length).toBeGreaterThan(0)
  })
  it("pages a vendor's games", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const pages = []
    for (const pageNo of [1, 2, 3]) {
      pages.push(decodes(Api.gameList, await c.get(Api.gameList.path, list({ vassalage: "PT", pageNo, pageSize: 10 }))))
    }
    expect(pages.map((p) => [p.games.length, p.totalPages, p.pageNum])).toEqual([
      [10, 3, 1],
      [10, 3, 2],
      [6, 3, 3],
    ])
    const codes = pages.flatMap((p) => p.games.map((g) => g.gameCode))
    expect(new Set(codes).size).toBe(26)
    const past = decodes(
      Api.gameList,
      await c.get(Api.gameList.path, list({ vassalage: "PT", pageNo: 9, pageSize: 5 })),
    )
    expect(past.games).toEqual([])
  })
  it("pages through at least 150 slots of several vendors, each with its own artwork", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const games = []
    for (let pageNo = 1; ; pageNo++) {
      const page = decodes(
        Api.gameList,
        await c.get(Api.gameList.path, list({ gameType: "RNG", pageNo, pageSize: 60 })),
      )
      games.push(...page.games)
      if (pageNo >= (page.totalPages ?? 1)) break
    }
    // The RNG lobby's tables are a handful per vendor: the rest are slots.
    expect(games.length).toBeGreaterThanOrEqual(150 + 10)
    expect(new Set(games.map((g) => g.vassalage)).size).toBeGreaterThanOrEqual(7)
    expect(new Set(games.map((g) => g.showIcon)).size).toBe(games.length)
    const art = await fetch(`${sandbox.url}${games[150]!.showIcon!}`)
    expect(art.status).toBe(200)
    expect(art.headers.get("content-type")).toBe("image/svg+xml")
    expect(await art.text()).not.toContain("<text")
  })
  it("filters by game type, classification and a name search", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const rng = decodes(Api.gameList, await c.get(Api.gameList.path, list({ gameType: "RNG", pageSize: 100 })))
    expect(rng.games.length).toBe(100)
    expect(rng.totalPages).toBeGreaterThanOrEqual(2)
    expect(rng.games.every((g) => g.gameType === "RNG")).toBe(true)
    const tables = decodes(
      Api.gameList,
      await c.get(Api.gameList.path, list({ vassalage: "PT", gameClassify: "TABLE" })),
    ).games
    expect(tables.map((g) => g.gameName)).toEqual(["Royal Blackjack", "European Roulette"])
    const dragons = decodes(Api.gameList, await c.get(Api.gameList.path, list({ gameName: "DRAGON" }))).games
    expect(dragons.length).toBeGreaterThanOrEqual(3)
    expect(dragons.every((g) => g.gameName!.toLowerCase().includes("dragon"))).toBe(true)
    const none = decodes(Api.gameList, await c.get(Api.gameList.path, list({ gameName: "%_%" })))
    expect([none.games.length, none.totalPages]).toEqual([0, 1])
  })
  it("refuses bad paging and unknown vendors, naming the field", async () => {
    const { c } = await signedIn(sandbox, "player01")
    for (const [q, field] of [
      [{ pageNo: 0 }, "pageNo"],
      [{ pageSize: 1000 }, "pageSize"],
      [{ pageSize: "x" }, "pageSize"],
      [{ vassalage: "NOPE" }, "vassalage"],
      [{ clientType: 2 }, "clientType"],
    ] as const) {
      const res = await c.get(Api.gameList.path, list(q))
      refuses(res, 400, "request_param_err")
      expect(res.body.message).toContain(field)
    }
  })
})

describe("favourites", () => {
  it("are kept per member: added, listed by page, removed", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const other = (await signedIn(sandbox, "down01")).c
    refuses(await client(sandbox.url).get(Api.favouriteIds.path), 401, "login.not.session")
    for (const nodeId of ["101101", "100301", "101101"]) {
      const vendor = nodeId === "100301" ? "AG" : "PT"
      const res = await c.request("POST", Api.addFavourite.path, { body: { nodeId, vendor, gameType: "RNG" } })
      decodes(Api.addFavourite, res)
    }
    expect(decodes(Api.favouriteIds, await c.get(Api.favouriteIds.path))).toEqual(["101101", "100301"])
    expect(decodes(Api.favouriteIds, await other.get(Api.favouriteIds.path))).toEqual([])
    const page = (q: Record<string, unknown>) =>
      c.get(Api.favouriteList.path, {
        clientType: 3,
        platform: "flash",
        language: "EN",
        token: "x",
        pageNo: 1,
        pageSize: 1,
        ...q,
      })
    const first = decodes(Api.favouriteList, await page({}))
    expect([first.content.length, first.totalPages, first.pageNum]).toEqual([1, 2, 1])
    const live = decodes(Api.favouriteList, await page({ gameType: "LIVE", pageSize: 10 }))
    expect(live.content.map((g) => g.gameCode)).toEqual(["AG-001"])
    decodes(
      Api.removeFavourite,
      await c.request("DELETE", Api.removeFavourite.path, {
        body: { nodeId: "101101", vendor: "PT", gameType: "RNG" },
      }),
    )
    expect(decodes(Api.favouriteIds, await c.get(Api.favouriteIds.path))).toEqual(["100301"])
  })
  it("refuse a game that does not exist or is another vendor's", async () => {
    const { c } = await signedIn(sandbox, "player01")
    refuses(
      await c.request("POST", Api.addFavourite.path, { body: { nodeId: "999", vendor: "PT", gameType: "RNG" } }),
      400,
      "request_param_err",
    )
    refuses(
      await c.request("POST", Api.addFavourite.path, { body: { nodeId: "101101", vendor: "MG", gameType: "RNG" } }),
      400,
      "request_param_err",
    )
    refuses(await c.request("POST", Api.addFavourite.path, { body: { nodeId: "101101" } }), 400, "request_param_err")
  })
})

describe("launching a game", () => {
  it("answers the address of the sandbox's demo page and records the game as recent, per member", async () => {
    const { c } = await signedIn(sandbox, "down02")
    refuses(
      await client(sandbox.url).get(Api.recentGames.path, { pageNo: 1, pageSize: 10, language: "EN" }),
      401,
      "login.not.session",
    )
    const first = decodes(Api.launchGame, await c.get(Api.launchGame.path, gls({ vassalage: "MG", gameId: "MG-003" })))
    const url = launchUrlOf(first)!
    expect(url).toMatch(new RegExp(`^${sandbox.url}/play/slot\\?t=[0-9a-f]{64}$`))
    const html = await fetch(url)
    expect(html.status).toBe(200)
    expect(await html.text()).toContain("Thunder Rams")
    sandbox.advance(1000)
    decodes(
      Api.launchGame,
      await c.get(Api.launchGame.path, gls({ vassalage: "PT", nodeId: "101104", username: "down02" })),
    )
    sandbox.advance(1000)
    // A vendor card without a game opens the vendor's first game (its lobby).
    const lobby = decodes(Api.launchGame, await c.get(Api.launchGame.path, gls({ vassalage: "BBIN" })))
    expect(await (await fetch(launchUrlOf(lobby)!)).text()).toContain("BBIN Live Lobby")
    const recent = decodes(
      Api.recentGames,
      await c.get(Api.recentGames.path, { pageNo: 1, pageSize: 2, language: "EN" }),
    )
    expect([recent.list.map((g) => g.gameCode), recent.totalPages]).toEqual([["BBIN-001", "PT-004"], 2])
    const others = await signedIn(sandbox, "agent41")
    const none = decodes(
      Api.recentGames,
      await others.c.get(Api.recentGames.path, { pageNo: 1, pageSize: 10, language: "EN" }),
    )
    expect(none.list).toEqual([])
  })
  it("opens a PVP room, answering the bare address in content", async () => {
    const { c } = await signedIn(sandbox, "player01")
    refuses(await client(sandbox.url).get(Api.pvpRooms.path, { language: "EN" }), 401, "login.not.session")
    const rooms = decodes(Api.pvpRooms, await c.get(Api.pvpRooms.path, { language: "EN", vassalage: "KMQM" })).list
    expect(rooms.length).toBe(12)
    expect(rooms.every((r) => r.vassalage === "KMQM" && (r.players ?? 0) <= (r.maxPlayers ?? 0))).toBe(true)
    expect(rooms[0]!.minBet).toBe(100)
    const all = decodes(Api.pvpRooms, await c.get(Api.pvpRooms.path, { language: "EN" })).list
    expect(all.length).toBe(24)
    refuses(await c.get(Api.pvpRooms.path, { language: "EN", vassalage: "NOPE" }), 400, "request_param_err")
    const room = rooms[2]!
    const answer = decodes(
      Api.launchGame,
      await c.get(Api.launchGame.path, gls({ vassalage: "KMQM", roomId: room.roomId })),
    )
    expect(typeof answer.content).toBe("string")
    expect(await (await fetch(launchUrlOf(answer)!)).text()).toContain("High Roller")
    refuses(await c.get(Api.launchGame.path, gls({ vassalage: "TPG", roomId: room.roomId })), 400, "request_param_err")
  })
  it("opens the lottery lobby for a lottery vendor, TCG_SEA's included", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const answer = decodes(Api.launchGame, await c.get(Api.launchGame.path, gls({ vassalage: "TCG_SEA" })))
    expect(launchUrlOf(answer)).toMatch(/\/play\/lottery\?t=[0-9a-f]{64}$/)
  })
  it("refuses a trial account with a 4xx", async () => {
    const { c } = await signedIn(sandbox, "trial01")
    refuses(
      await c.get(Api.launchGame.path, gls({ vassalage: "PT", gameId: "PT-001" })),
      403,
      "trial_account_not_allowed",
    )
    refuses(await c.get(Api.launchGame.path, lott()), 403, "trial_account_not_allowed")
  })
  it("refuses a visitor, another account's name and unknown games, naming the field", async () => {
    refuses(await client(sandbox.url).get(Api.launchGame.path, gls({ vassalage: "PT" })), 401, "login.not.session")
    const { c } = await signedIn(sandbox, "player01")
    for (const [q, field] of [
      [{ vassalage: "PT", accountType: 0, roomId: "R1" }, "roomId"],
      [{ vassalage: "PT", username: "down01" }, "username"],
      [{ vassalage: "NOPE" }, "vassalage"],
      [{ vassalage: "PT", gameId: "MG-001" }, "gameId"],
      [{ vassalage: "PT", nodeId: "101102", gameId: "PT-001" }, "gameId"],
      [{ vassalage: "PT", nodeId: "42" }, "nodeId"],
      [{ vassalage: "PT", launchMode: "XYZ" }, "launchMode"],
    ] as const) {
      const res = await c.get(Api.launchGame.path, gls(q))
      refuses(res, 400, "request_param_err")
      expect(res.body.message).toContain(field)
    }
  })
})
