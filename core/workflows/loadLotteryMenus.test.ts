import { describe, expect, it } from "vitest"
import { loadLotteryMenus } from "./loadLotteryMenus.ts"
import { makeTestRuntime } from "./testRuntime.ts"

const raw = (body: unknown) => ({ status: 200, body })

describe("loadLotteryMenus", () => {
  it("loads the lottery menu from its raw map, prize mode Lott", async () => {
    const rt = makeTestRuntime({
      answers: { lotteryMenus: raw({ SSC: { labelName: "SSC", gameMenus: [{ gameCode: "CQSSC" }] } }) },
    })
    const exit = await rt.run(loadLotteryMenus("lottery"))
    expect(exit).toMatchObject({ _tag: "Success", value: [{ gameGroupCode: "SSC" }] })
    expect(rt.requests[0]?.body).toEqual({ prizeMode: "Lott" })
    expect(rt.tags()).toEqual(["LotteryMenusLoaded"])
    expect(rt.store.state().lottery.menus[0]?.gameMenus).toEqual([{ gameCode: "CQSSC" }])
  })
  it("loads the Vietnamese menu with device WEB", async () => {
    const rt = makeTestRuntime({ answers: { vnLotteryMenus: raw({ NORTH: { gameMenus: [] } }) } })
    await rt.run(loadLotteryMenus("vn"))
    expect(rt.requests[0]?.body).toEqual({ prizeMode: "SEA", device: "WEB" })
    expect(rt.store.state().lottery.vnMenus.map((g) => g.gameGroupCode)).toEqual(["NORTH"])
  })
  it("refuses an enveloped answer where a raw map is expected, naming the bad field", async () => {
    const rt = makeTestRuntime({ answers: { lotteryMenus: raw({ success: true, value: [] }) } })
    await rt.run(loadLotteryMenus("lottery"))
    expect(rt.store.log()).toEqual([expect.objectContaining({ _tag: "ApiResponseRejected", endpoint: "lotteryMenus" })])
    expect(rt.store.state().lottery.menus).toEqual([])
  })
})
