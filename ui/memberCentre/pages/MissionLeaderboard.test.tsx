// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { bodiesOf, renderPage } from "../../records/recordsTestKit.tsx"
import MissionLeaderboard from "./MissionLeaderboard.tsx"

afterEach(cleanup)

const missions = ok({
  list: [
    { missionId: "first-spin", name: "First spin", progress: 1, target: 1, reward: 5, status: "COMPLETED" },
    { missionId: "ten-spins", name: "Ten spins", progress: 3, target: 10, reward: 20, status: "OPEN" },
    { missionId: "old", name: "Old mission", status: "CLAIMED" },
  ],
})

describe("mission activity", () => {
  it("shows the open missions' count, the progress and claims a completed mission once", async () => {
    const { rt } = await renderPage(MissionLeaderboard, {
      missionSummary: missions,
      missionLeaderboard: ok({ list: [{ rank: 1, account: "pl***01", score: 1200, reward: 100 }] }),
      claimMission: ok(null),
      balance: ok({ sumBalance: 100 }),
    })
    expect(await screen.findByText("2 open")).toBeTruthy()
    expect(screen.getByRole("progressbar", { name: "Progress of Ten spins" }).getAttribute("aria-valuenow")).toBe("30")
    expect(screen.getByText("3 of 10")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Claim Ten spins" })).toBeNull()
    const claim = screen.getByRole("button", { name: "Claim First spin" })
    fireEvent.click(claim)
    fireEvent.click(claim)
    expect(await screen.findByText("Reward claimed: it is in your wallet.")).toBeTruthy()
    expect(bodiesOf(rt, "claimMission")).toEqual([{ missionId: "first-spin" }])
    expect(rt.requests.find((r) => r.endpoint.name === "claimMission")?.idempotencyKey).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole("button", { name: "Claim First spin" })).toBeNull())
    const board = screen.getByRole("table")
    expect(within(board).getByRole("cell", { name: "pl***01" })).toBeTruthy()
    expect(within(board).getByRole("cell", { name: "100.00" })).toBeTruthy()
  })
})
