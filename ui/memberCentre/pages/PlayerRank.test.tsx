// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { renderPage } from "../../records/recordsTestKit.tsx"
import PlayerRank from "./PlayerRank.tsx"

afterEach(cleanup)

/** Renders the page for a Gold member over the platform's levels and the member's progress. */
const rank = (levels: ReadonlyArray<Record<string, unknown>>, progress: Record<string, unknown>) =>
  renderPage(PlayerRank, { vipLevels: ok(levels), playerRankProgress: ok(progress) }, { label: "Gold" })

/** The bar stands at `percent`, and the line under it says so; the bar. */
const progressAt = async (percent: string) => {
  const bar = await screen.findByRole("progressbar", { name: "Progress to the next level" })
  expect(bar.getAttribute("aria-valuenow")).toBe(percent)
  expect(screen.getByText(`${percent}% of the way to the next level`)).toBeTruthy()
  return bar
}

describe("player rank", () => {
  it("shows the level, the progress by the lesser ratio and every level's benefits with the member's marked", async () => {
    await rank(
      [
        { level: 1, name: "Silver", minDeposit: 0, upgradeBonus: 0, rebateRate: 0.3 },
        { level: 2, name: "Gold", minDeposit: 10000, upgradeBonus: 188, rebateRate: 0.5 },
        { level: 3, name: "Platinum", minDeposit: 50000, upgradeBonus: 888, rebateRate: 0.8 },
      ],
      {
        labelName: "Gold",
        rankLevel: 2,
        nextLabelName: "Platinum",
        currentDeposit: 25000,
        nextDeposit: 50000,
        currentValidBet: 20000,
        nextValidBet: 100000,
      },
    )
    await progressAt("20")
    expect(screen.getByText("25,000.00 / 50,000.00")).toBeTruthy()
    const gold = screen.getAllByRole("row").find((r) => r.getAttribute("aria-current") === "true")
    expect(gold?.textContent).toContain("Gold")
    expect(gold?.textContent).toContain("188.00")
    expect(screen.getByRole("cell", { name: "0.8%" })).toBeTruthy()
  })

  it("shows early progress to a tenth of a percent, with a visible bar", async () => {
    await rank([{ level: 3, name: "Gold", minDeposit: 0 }], {
      labelName: "Gold",
      rankLevel: 3,
      nextLabelName: "Platinum",
      currentDeposit: 2800,
      nextDeposit: 100000,
    })
    const bar = await progressAt("2.8")
    expect((bar.firstElementChild as HTMLElement).style.width).not.toBe("0")
  })
})
