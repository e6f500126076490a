// @vitest-environment happy-dom
import { cleanup, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok, refused } from "../../../core/workflows/testRuntime.ts"
import { openAgent } from "../agentCentreTestKit.tsx"

afterEach(cleanup)

const player = [
  { id: 1, title: "Maintenance", content: "<p>Tonight</p>" },
  { id: 2, title: "New games", content: "<p>Three new slots</p>", timestamp: "2026-01-02 10:00:00" },
]

describe("agent announcements", () => {
  it("lists the notices with their time and their HTML, the first open", async () => {
    const { dialog } = await openAgent("agentAnnouncement", {
      answers: { teamOverview: ok({}), announcements: ok({ banners: [], player, popup: [], promotion: [] }) },
    })
    expect(await within(dialog).findByText("Maintenance")).toBeTruthy()
    expect(await within(dialog).findByText("Tonight")).toBeTruthy()
    expect(within(dialog).getByText("02/01/2026 10:00:00")).toBeTruthy()
    const [first, second] = Array.from(dialog.querySelectorAll("details"))
    expect(first?.open).toBe(true)
    expect(second?.open).toBe(false)
  })

  it("says when there is none, and offers a retry when the load failed", async () => {
    const { dialog } = await openAgent("agentAnnouncement", {
      answers: { teamOverview: ok({}), announcements: refused(500, "system.busy") },
    })
    expect(await within(dialog).findByRole("button", { name: "Try again" })).toBeTruthy()
    expect(within(dialog).getByText("The announcements could not be loaded.")).toBeTruthy()
  })
})
