import { describe, expect, it } from "vitest"
import { loadLotteryDraws, loadOpenedNumbers, loadPopularLotteries } from "./loadLotteryDraws.ts"
import { makeTestRuntime } from "./testRuntime.ts"

const raw = (body: unknown) => ({ status: 200, body })
const draws = (...codes: ReadonlyArray<string>) => codes.map((gameCode) => ({ gameCode, winNumber: "1,2" }))

describe("loadLotteryDraws", () => {
  it("loads the popular list (20) and the full list (100) into their places", async () => {
    const rt = makeTestRuntime({ answers: { vnOpenedNumbers: [raw(draws("A")), raw(draws("A", "B", "C"))] } })
    await rt.run(loadLotteryDraws("popular", { language: "EN" }))
    await rt.run(loadLotteryDraws("full", { language: "EN" }))
    expect(rt.requests.map((r) => r.body)).toEqual([
      { count: 20, prizeMode: "SEA", device: "WEB", language: "EN" },
      { count: 100, prizeMode: "SEA", device: "WEB", language: "EN" },
    ])
    expect(rt.tags()).toEqual([
      "LotteryListRequested",
      "VnOpenedNumbersLoaded",
      "LotteryListRequested",
      "VnOpenedNumbersLoaded",
    ])
    const s = rt.store.state().lottery
    expect(s.popular.map((d) => d.gameCode)).toEqual(["A"])
    expect(s.full.map((d) => d.gameCode)).toEqual(["A", "B", "C"])
  })
  it("loads the popular list through /lgw/games/popular", async () => {
    const rt = makeTestRuntime({ answers: { popularLotteries: raw({ CQSSC: { numero: 1 } }) } })
    await rt.run(loadPopularLotteries({ language: "EN" }))
    expect(rt.requests[0]?.body).toEqual({ count: 20, prizeMode: "Lott", device: "WEB", language: "EN" })
    expect(rt.store.state().lottery.popular).toEqual([{ gameCode: "CQSSC", numero: "1" }])
  })
  it("loads the member's opened numbers of one game", async () => {
    const rt = makeTestRuntime({ answers: { openedNumbers: raw(draws("VNHN")) } })
    await rt.run(loadOpenedNumbers({ language: "VI", prizeMode: "SEA", gameCode: "VNHN" }))
    expect(rt.requests[0]?.body).toEqual({ prizeMode: "SEA", device: "WEB", language: "VI", gameCode: "VNHN" })
    expect(rt.store.state().lottery.opened.map((d) => d.gameCode)).toEqual(["VNHN"])
  })
})
