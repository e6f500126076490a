// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { asMember, asVisitor, renderPage } from "../../content/publicTestKit.tsx"
import JoinUs from "../joinus/JoinUs.tsx"
import Seamless from "./Seamless.tsx"

afterEach(cleanup)

describe("the seamless page", () => {
  it("shows a member's one balance and the wallet mode", async () => {
    await asMember({ merchantWallet: ok({ isSingle: 1 }) })
    renderPage("/seamless", <Seamless />)
    expect(await screen.findByText("1,234.50", { exact: false })).toBeTruthy()
    expect(await screen.findByText("Your account uses the seamless wallet.")).toBeTruthy()
  })

  it("asks a visitor to log in", async () => {
    const rt = await asVisitor()
    renderPage("/seamless", <Seamless />)
    fireEvent.click(await screen.findByRole("button", { name: "Log in to see your balance" }))
    await waitFor(() => expect(rt.store.state().modals.open).toContain("login"))
  })
})

describe("the join us page", () => {
  it("offers customer service, and registration only when the brand allows it", async () => {
    await asVisitor()
    renderPage("/join", <JoinUs />)
    expect(await screen.findByRole("heading", { name: "Why partner with us" })).toBeTruthy()
    expect(screen.getAllByRole("button", { name: "Contact customer service" }).length).toBeGreaterThan(0)
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull()
  })
})
