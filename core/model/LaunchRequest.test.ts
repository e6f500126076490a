import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { glsWire } from "../workflows/memberTestKit.ts"
import { glsLaunch, LaunchAnswer, LaunchRequest, launchUrlOf, lotteryLaunch } from "./LaunchRequest.ts"

describe("LaunchRequest", () => {
  const base = { username: "alice", token: "t0k", merchantCode: "wic11f3", language: "EN" }
  it("builds the GLS request with the fixed fields of spec section 3", () => {
    expect(glsLaunch({ ...base, vassalage: "AG", gameId: "9001", nodeId: "555" })).toEqual(glsWire("t0k"))
  })
  it("launches a room by roomId, leaving the game id out", () => {
    const r = glsLaunch({ ...base, vassalage: "KY", roomId: "12" })
    expect(r.roomId).toBe("12")
    expect("gameId" in r).toBe(false)
  })
  it("builds the lottery lobby link: betting with a game code, lobby without", () => {
    expect(lotteryLaunch({ prizeMode: "Elott", language: "EN", gameCode: "VNHN", backUrl: "https://x/" })).toEqual({
      device: "WEB",
      lottoArea: "VN",
      lottoPrizeMode: "Elott",
      launchMode: "LOTT",
      language: "EN",
      lottoGameCode: "VNHN",
      lottoView: "betting",
      backUrl: "https://x/",
    })
    const lobby = lotteryLaunch({ prizeMode: "Lott", language: "VI" })
    expect(lobby.lottoView).toBe("lobby")
    expect("lottoGameCode" in lobby).toBe(false)
  })
  it("encodes either mode through the one request schema", () => {
    const encode = Schema.encodeSync(LaunchRequest)
    expect(encode(glsLaunch({ ...base, vassalage: "AG", gameId: "9" })).launchMode).toBe("GLS")
    expect(encode(lotteryLaunch({ prizeMode: "Lott", language: "EN" })).launchMode).toBe("LOTT")
  })
  it("reads the address from either answer", () => {
    const decode = Schema.decodeUnknownSync(LaunchAnswer)
    expect(launchUrlOf(decode({ content: { game_url: "https://g/1", game_url2: "https://g/2" } }))).toBe("https://g/1")
    expect(launchUrlOf(decode({ content: { game_url: "", game_url2: "https://g/2" } }))).toBe("https://g/2")
    expect(launchUrlOf(decode({ gameUrl: "https://lotto/lobby" }))).toBe("https://lotto/lobby")
    expect(launchUrlOf(decode({ content: "https://pvp/room" }))).toBe("https://pvp/room")
    expect(launchUrlOf(decode({ content: null }))).toBeUndefined()
    expect(launchUrlOf(decode({}))).toBeUndefined()
  })
})
