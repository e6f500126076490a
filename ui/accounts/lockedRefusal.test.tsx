// @vitest-environment happy-dom
import { cleanup, fireEvent, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { refused } from "../../core/workflows/testRuntime.ts"
import { openAccountModal, start } from "./accountsTestKit.tsx"

afterEach(cleanup)

describe("a locked account", () => {
  it("is told in its language until when, from the lock's end the platform sends", async () => {
    const until = start + 30 * 60_000
    const { dialog } = await openAccountModal("login", "Log in", {
      answers: {
        login: refused(429, "login_locked", "Too many failed logins: locked until 2026-01-15 04:30 UTC", {
          lockedUntil: until,
        }),
      },
    })
    const q = within(dialog)
    fireEvent.change(q.getByLabelText("Username"), { target: { value: "player01" } })
    fireEvent.change(q.getByLabelText("Password"), { target: { value: "Wrong1234" } })
    fireEvent.click(q.getByRole("button", { name: "Log in" }))
    // 04:30 UTC is 12:30 in the brand's zone (GMT+8, spec section 2).
    expect(await q.findByText(/^Too many failed logins: please try again after .*12:30/)).toBeTruthy()
  })
})
