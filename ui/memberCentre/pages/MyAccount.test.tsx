// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { openCentre } from "../memberCentreTestKit.tsx"

afterEach(cleanup)

describe("my account", () => {
  it("shows the profile, the bound mobile and email, the last login, and the new-IP verification methods", async () => {
    const { dialog } = await openCentre(undefined, {
      member: {
        nickname: "Ace",
        lastLogin: "2026-01-14 20:00:00",
        memberLabel: [{ labelName: "Gold", color: "#E5B64B" }],
        mobileNum: "****4567",
        lastLoginIp: "203.0.113.9",
      },
      answers: { withdrawalInfo: ok({ hasPaymentPassword: true }) },
    })
    const q = within(dialog)
    const profile = within(await q.findByRole("region", { name: "Profile" }))
    expect(profile.getByText("Ace")).toBeTruthy()
    expect(profile.getByText("Gold")).toBeTruthy()
    // The brand's one date format (DD/MM/YYYY), not the platform's yyyy-MM-dd.
    expect(profile.getByText("14/01/2026 20:00:00")).toBeTruthy()
    expect(profile.getByText("203.0.113.9")).toBeTruthy()
    const security = within(q.getByRole("region", { name: "Security" }))
    expect(security.getByText("****4567")).toBeTruthy()
    expect(security.getAllByText("Not bound")).toHaveLength(1)
    expect(await security.findByText("Set")).toBeTruthy()
    const ip = within(q.getByRole("region", { name: "New device verification" }))
    expect(ip.getByText("SMS code to your mobile").parentElement?.parentElement?.textContent).toContain("Available")
    expect(ip.getByText("Your bound email").parentElement?.parentElement?.textContent).toContain("Not bound")
  })

  it("opens the change-password modal over the centre", async () => {
    const { dialog, rt } = await openCentre(undefined, { answers: { withdrawalInfo: ok({}) } })
    fireEvent.click(await within(dialog).findByRole("button", { name: "Change password" }))
    await waitFor(() => expect(rt.store.state().modals.open).toContain("changePass"))
    expect(rt.store.state().memberCentre.open).toBe(true)
  })

  it("sets the payment password, proven by the login password", async () => {
    const { dialog, rt } = await openCentre(undefined, {
      answers: { withdrawalInfo: ok({ hasPaymentPassword: false }), paymentPassword: ok(null) },
    })
    const q = within(dialog)
    expect(await q.findByText("Not set: needed to withdraw")).toBeTruthy()
    fireEvent.click(q.getByRole("button", { name: "Set payment password" }))
    fireEvent.change(q.getByLabelText("Login password"), { target: { value: "secret99" } })
    fireEvent.change(q.getByLabelText("Payment password"), { target: { value: "246810" } })
    fireEvent.change(q.getByLabelText("Confirm payment password"), { target: { value: "246810" } })
    const buttons = q.getAllByRole("button", { name: "Set payment password" })
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement)
    expect(await q.findByText("Set")).toBeTruthy()
    expect(rt.requests.find((r) => r.endpoint.name === "paymentPassword")?.body).toEqual({
      loginPassword: "secret99",
      paymentPassword: "246810",
      confirmPaymentPassword: "246810",
    })
  })

  it("says the changed payment password is saved, and Escape still closes the centre once the form collapsed", async () => {
    const { dialog } = await openCentre(undefined, {
      answers: { withdrawalInfo: ok({ hasPaymentPassword: true }), paymentPassword: ok(null) },
    })
    const q = within(dialog)
    fireEvent.click(await q.findByRole("button", { name: "Change payment password" }))
    fireEvent.change(q.getByLabelText("Login password"), { target: { value: "secret99" } })
    fireEvent.change(q.getByLabelText("New payment password"), { target: { value: "246810" } })
    fireEvent.change(q.getByLabelText("Confirm payment password"), { target: { value: "246810" } })
    const buttons = q.getAllByRole("button", { name: "Change payment password" })
    const submit = buttons[buttons.length - 1] as HTMLElement
    submit.focus()
    fireEvent.click(submit)
    expect(await q.findByText("Your payment password is saved.")).toBeTruthy()
    expect(q.queryByLabelText("Login password")).toBeNull()
    // The focus goes back to the button that opened the form, not to the body.
    expect(document.activeElement?.textContent).toBe("Change payment password")
    expect(document.activeElement).not.toBe(submit)
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Member centre" })).toBeNull())
  })
})
