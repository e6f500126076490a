// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { bodiesOf, renderPage } from "../../records/recordsTestKit.tsx"
import RewardCenter from "./RewardCenter.tsx"

afterEach(cleanup)

describe("reward centre", () => {
  it("shows the points, the open missions and the promotions with their statuses, and claims one", async () => {
    const { rt } = await renderPage(RewardCenter, {
      pointBalance: ok(12500),
      availablePromotions: ok({ MISSION: { enabled: true, count: 2 } }),
      promotions: ok({
        list: [
          { promotionId: "p1", title: "Weekend raffle", status: "CLAIM" },
          { promotionId: "p2", title: "Welcome bonus", status: "CLAIMED" },
        ],
      }),
      claimRaffle: ok({ prizeName: "Cash", amount: 10 }),
      balance: ok({ sumBalance: 10 }),
    })
    expect(await screen.findByText("Weekend raffle")).toBeTruthy()
    expect(screen.getByText("12,500")).toBeTruthy()
    expect(screen.getByText("2 open")).toBeTruthy()
    expect(screen.getByText("Ready to claim")).toBeTruthy()
    expect(screen.getByText("Claimed")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Claim Weekend raffle" }))
    await waitFor(() => expect(bodiesOf(rt, "claimRaffle")).toEqual([{ promotionId: "p1" }]))
  })
})
