import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { endpoints, findEndpoint } from "../Api.ts"
import { decodeAnswer } from "../decode.ts"
import { games } from "./games.ts"

const ok = (value: unknown) => ({ success: true, value })

describe("games contract", () => {
  it("declares the calls of spec section 7 with their method, path and token flag", () => {
    const table = Object.values(games).map((e) => [e.name, e.method, e.path, e.token])
    expect(table).toEqual([
      ["gameVendors", "GET", "/wps/relay/GCSGAME_gameVendor", false],
      ["hotGames", "GET", "/wps/relay/GCSGAME_hotGamesV2", false],
      ["gameList", "GET", "/wps/relay/GCSGAME_gameList", false],
      ["vassGameTypes", "GET", "/wps/relay/GCSGAME_getVassGameType", true],
      ["favouriteIds", "GET", "/wps/relay/MCSFE_getFavoriteGames", true],
      ["favouriteList", "GET", "/wps/relay/MCSFE_getFavoriteGamesList", true],
      ["addFavourite", "POST", "/wps/relay/MCSFE_addFavoriteGameV2", true],
      ["removeFavourite", "DELETE", "/wps/relay/MCSFE_removeFavoriteGameV2", true],
      ["recentGames", "GET", "/wps/relay/GCS_recentGame", true],
      ["pvpRooms", "GET", "/wps/relay/GLS2_roomList", true],
      ["launchGame", "GET", "/wps/game/launchGame", false],
    ])
    for (const e of Object.values(games)) {
      expect(e.enveloped).toBe(true)
      expect(findEndpoint(e.method, e.path)).toBe(e)
    }
    expect(games.removeFavourite.carrier).toBe("json")
    expect(games.launchGame.secrets).toContain("token")
    expect(games.favouriteList.secrets).toContain("token")
  })
  it("has answer tags and names no other call of the project uses", () => {
    for (const e of Object.values(games)) {
      expect(endpoints.filter((x) => x.answered === e.answered)).toHaveLength(1)
      expect(endpoints.filter((x) => x.name === e.name)).toHaveLength(1)
    }
  })
  it("decodes the wire answers", () => {
    const vendors = decodeAnswer(
      games.gameVendors,
      200,
      ok({ data: { lanes: [{ title: "FISH", cards: [{ vassalage: "CQ9", isHot: "1" }] }] } }),
    )
    expect(Result.getOrThrow(vendors).data.lanes[0]?.cards[0]?.isHot).toBe(true)
    const rooms = decodeAnswer(
      games.pvpRooms,
      200,
      ok({ list: [{ roomId: 3, roomName: "Hall", minBet: "1.50", players: "4" }] }),
    )
    expect(Result.getOrThrow(rooms).list[0]).toEqual({ roomId: "3", roomName: "Hall", minBet: 150, players: 4 })
    const types = decodeAnswer(games.vassGameTypes, 200, ok({ content: { RNG: { PT: ["slot"], MG: [] } } }))
    expect(Object.keys(Result.getOrThrow(types).content?.RNG ?? {})).toEqual(["PT", "MG"])
    const launched = decodeAnswer(games.launchGame, 200, ok({ content: { game_url: "https://g/1" } }))
    expect(Result.getOrThrow(launched).content).toEqual({ game_url: "https://g/1" })
    expect(Result.isSuccess(decodeAnswer(games.addFavourite, 200, ok(null)))).toBe(true)
  })
  it("names the bad field of an answer that does not decode", () => {
    const r = decodeAnswer(games.gameList, 200, ok({ games: [{ nodeName: "no id" }] }))
    expect(Result.isFailure(r) && r.failure._tag === "ApiResponseRejected" ? r.failure.path : "").toBe(
      "value.games[0].nodeId",
    )
  })
  it("encodes a favourite change as the wire body", () => {
    expect(Schema.encodeSync(games.addFavourite.request)({ nodeId: "555", vendor: "AG", gameType: "LIVE" })).toEqual({
      nodeId: "555",
      vendor: "AG",
      gameType: "LIVE",
    })
  })
})
