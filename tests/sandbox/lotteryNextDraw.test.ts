/**
 * The sandbox's opened draws tell when each game draws next (`nextOpenTime`, our choice of field; core/model/
 * OpenedNumbers.ts), so the lottery pages can count down to the next draw (lottery).
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { drawsOf } from "../../core/model/OpenedNumbers.ts"
import { latestByGame, pageDraws } from "../../core/projections/lotteryBoard.ts"
import { decodes } from "./gamesKit.ts"
import { client, fileSandbox } from "./harness.ts"

const sandbox = fileSandbox()

describe("opened draws: the next draw", () => {
  it("gives each draw the game's following draw, one interval later, still to come for the latest", async () => {
    const before = Date.now()
    const res = await client(sandbox.url).get(Api.vnOpenedNumbers.path, { prizeMode: "Lott", count: 100 })
    const list = pageDraws(drawsOf(decodes(Api.vnOpenedNumbers, res)), "Lott")
    expect(list).toHaveLength(100)
    for (const d of list) {
      expect(d.nextAt).toBeDefined()
      expect(d.openedAt).toBeDefined()
      expect(d.nextAt!).toBeGreaterThan(d.openedAt!)
    }
    const latest = latestByGame(list)
    // FFC1 draws every minute, HKLHC once a day.
    expect(latest.get("FFC1")!.nextAt! - latest.get("FFC1")!.openedAt!).toBe(60_000)
    expect(latest.get("HKLHC")!.nextAt! - latest.get("HKLHC")!.openedAt!).toBe(86_400_000)
    for (const d of latest.values()) expect(d.nextAt!).toBeGreaterThan(before - 1000)
  })
})
