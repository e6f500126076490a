// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { renderPage } from "../../records/recordsTestKit.tsx"
import InviteFriends from "./InviteFriends.tsx"

afterEach(cleanup)

const on = [{ _tag: "AvailablePromotionsLoaded", value: { REFERRAL: { enabled: true } } }] as const

describe("invite friends", () => {
  it("shows the code, the link to the register page, the friends, and draws the QR code on demand", async () => {
    await renderPage(
      InviteFriends,
      {
        referral: ok({
          referralCode: "ALICE7",
          invitedCount: 2,
          qualifiedCount: 1,
          totalReward: 15,
          list: [{ account: "bo***", status: "QUALIFIED", reward: 15, registerTime: "2026-01-10 08:00:00" }],
        }),
      },
      {},
      on,
    )
    expect(await screen.findByText("ALICE7")).toBeTruthy()
    const link = screen.getByRole("textbox", { name: "Invitation link" }) as HTMLInputElement
    expect(link.value).toBe(`${window.location.origin}/register?referralCode=ALICE7`)
    expect(screen.getByRole("cell", { name: "Qualified" })).toBeTruthy()
    expect(screen.getAllByText("15.00").length).toBeGreaterThan(0)
    expect(screen.queryByRole("img", { name: "QR code of your invitation link" })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Show QR code" }))
    expect(await screen.findByRole("img", { name: "QR code of your invitation link" })).toBeTruthy()
  })

  it("sends nothing while the referral promotion is off", async () => {
    const { rt } = await renderPage(InviteFriends, {})
    expect(await screen.findByText("Invite friends is not available right now.")).toBeTruthy()
    expect(rt.requests).toEqual([])
  })
})
