import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { endpoints, findEndpoint } from "../Api.ts"
import { decodeAnswer } from "../decode.ts"
import { lottery } from "./lottery.ts"

describe("lottery contract", () => {
  it("declares the /lgw calls of spec section 7, unenveloped", () => {
    const table = Object.values(lottery).map((e) => [e.name, e.method, e.path, e.token, e.enveloped])
    expect(table).toEqual([
      ["lotteryMenus", "GET", "/lgw/games/game_menus", false, false],
      ["vnLotteryMenus", "GET", "/lgw/vn/games/game_menu", false, false],
      ["recentLotteries", "GET", "/lgw/vn/games/game_menu/recent", true, false],
      ["popularLotteries", "GET", "/lgw/games/popular", false, false],
      ["vnOpenedNumbers", "GET", "/lgw/vn/numeros/opened/game", false, false],
      ["openedNumbers", "GET", "/lotto/lgw/games/opened/numero", true, false],
    ])
    for (const e of Object.values(lottery)) {
      expect(findEndpoint(e.method, e.path)).toBe(e)
      expect(endpoints.filter((x) => x.answered === e.answered)).toHaveLength(1)
      expect(endpoints.filter((x) => x.name === e.name)).toHaveLength(1)
    }
  })
  it("decodes raw bodies, not envelopes", () => {
    const menus = decodeAnswer(lottery.vnLotteryMenus, 200, {
      NORTH: { gameGroupCode: "NORTH", labelName: "Mien Bac", gameMenus: [{ gameCode: "VNHN" }] },
    })
    expect(Result.getOrThrow(menus)).toEqual({
      NORTH: { gameGroupCode: "NORTH", labelName: "Mien Bac", gameMenus: [{ gameCode: "VNHN" }] },
    })
    const draws = decodeAnswer(lottery.vnOpenedNumbers, 200, [{ gameCode: "VNHN", numero: 1, winNumber: "01,02" }])
    expect(Result.getOrThrow(draws)).toEqual([{ gameCode: "VNHN", numero: "1", winNumber: "01,02" }])
  })
  it("reads a failure status as a refusal even without an envelope", () => {
    const r = decodeAnswer(lottery.recentLotteries, 401, { success: false, errorCode: "login.not.session" })
    expect(Result.isFailure(r) && r.failure._tag).toBe("SessionEnded")
  })
})
