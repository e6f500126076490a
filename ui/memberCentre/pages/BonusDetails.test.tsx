// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { bodiesOf, renderPage } from "../../records/recordsTestKit.tsx"
import BonusDetails from "./BonusDetails.tsx"

afterEach(cleanup)

describe("bonus details", () => {
  it("lists bonuses by type and filters by bonus type", async () => {
    const { rt } = await renderPage(BonusDetails, {
      bonusDetails: ok({
        list: [{ type: "MISSION", amount: 88, createTime: "2026-01-14 20:00:00", remarks: "First spin" }],
        totalPages: 1,
        summary: { amount: 88 },
      }),
    })
    expect(await screen.findByRole("cell", { name: "Mission" })).toBeTruthy()
    expect(screen.getAllByText("88.00")).toHaveLength(2)
    fireEvent.change(screen.getByRole("combobox", { name: "Bonus type" }), { target: { value: "RAFFLE" } })
    await waitFor(() => expect(bodiesOf(rt, "bonusDetails")[1]).toMatchObject({ type: "RAFFLE", page: 1 }))
  })
})
