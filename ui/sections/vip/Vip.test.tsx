// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { asVisitor, renderPage } from "../../content/publicTestKit.tsx"
import Vip from "./Vip.tsx"

afterEach(cleanup)

const levels = [
  { level: 0, name: "Member", minDeposit: 0, minValidBet: 0, rebateRate: 0.3, color: "#ABABAB" },
  {
    level: 1,
    name: "Bronze",
    minDeposit: 1000,
    minValidBet: 5000,
    upgradeBonus: 88,
    monthlyBonus: 18,
    birthdayBonus: 58,
    rebateRate: 0.4,
    color: "#CD7F32",
  },
]

describe("the VIP page", () => {
  it("shows each level with what it takes and gives, to a visitor", async () => {
    const rt = await asVisitor({ vipLevels: ok(levels) })
    renderPage("/vip", <Vip />)
    const bronze = (await screen.findByRole("heading", { name: "Bronze" })).closest("li") as HTMLElement
    const b = within(bronze)
    expect(b.getByText("Level 1")).toBeTruthy()
    expect(b.getByText("Total deposits").nextSibling?.textContent).toBe("P 1,000.00")
    expect(b.getByText("Total valid bets").nextSibling?.textContent).toBe("P 5,000.00")
    expect(b.getByText("Upgrade bonus").nextSibling?.textContent).toBe("P 88.00")
    expect(b.getByText("Rebate").nextSibling?.textContent).toBe("0.40%")
    const member = within(screen.getByRole("heading", { name: "Member" }).closest("li") as HTMLElement)
    expect(member.getByText("Upgrade bonus").nextSibling?.textContent).toBe("None")
    expect(rt.called()).not.toContain("playerRankProgress")
  })

  it("offers a retry when the levels cannot load", async () => {
    await asVisitor()
    renderPage("/vip", <Vip />)
    expect((await screen.findByRole("alert")).textContent).toBe("This page could not be loaded.")
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy()
  })
})
