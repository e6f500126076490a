// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok, refused } from "../../core/workflows/testRuntime.ts"
import { asMember, asVisitor, renderPage } from "../content/publicTestKit.tsx"
import { loadAreas } from "../i18n/i18n.ts"
import ResponsibleGaming from "./ResponsibleGaming.tsx"

afterEach(cleanup)

const day = 86_400_000
const at = Date.UTC(2026, 10, 27, 4)

const status = (limits: ReadonlyArray<unknown> = [], realityCheckMinutes: number | null = null) =>
  ok({ limits, realityCheckMinutes, exclusion: null, lastLogin: null })

const deposit = {
  kind: "DEPOSIT",
  period: "DAY",
  amount: 100,
  used: 40,
  remaining: 60,
  pending: { amount: 500, effectiveAt: at },
}

const member = async (answers: Record<string, unknown>) => {
  const rt = await asMember(answers)
  await loadAreas(["protection"])
  renderPage("/responsible-gaming", <ResponsibleGaming />)
  return rt
}

describe("the responsible-gaming page", () => {
  it("asks a visitor to log in", async () => {
    await asVisitor()
    await loadAreas(["protection"])
    renderPage("/responsible-gaming", <ResponsibleGaming />)
    expect(await screen.findByText("Log in to see and set your limits.")).toBeTruthy()
  })

  it("shows each limit with its use, what remains and a pending raise with its time", async () => {
    await member({ protection: status([deposit]) })
    const row = (await screen.findAllByRole("rowheader", { name: "Deposit limit" }))[0]?.closest("tr") as HTMLElement
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent)
    expect(cells.slice(0, 5)).toEqual(["24 hours", "100.00", "40.00", "60.00", "500.00 from 27/11/2026 12:00:00"])
    // Every kind and window is offered, set or not.
    expect(screen.getAllByRole("rowheader", { name: "Loss limit" })).toHaveLength(3)
    expect(screen.getByRole("rowheader", { name: "Session time limit" })).toBeTruthy()
  })

  it("sets a weekly deposit limit in the platform's amounts and shows the answer", async () => {
    const rt = await member({
      protection: status(),
      protectionLimit: status([
        { ...deposit, period: "WEEK", amount: 250.5, used: 0, remaining: 250.5, pending: null },
      ]),
    })
    const field = await screen.findByLabelText("New limit for Deposit limit (7 days)")
    fireEvent.change(field, { target: { value: "250.50" } })
    fireEvent.click(within(field.closest("form") as HTMLElement).getByRole("button", { name: "Set" }))
    await waitFor(() => expect(rt.called()).toContain("protectionLimit"))
    expect(rt.requests.find((r) => r.endpoint.name === "protectionLimit")?.body).toEqual({
      kind: "DEPOSIT",
      period: "WEEK",
      amount: 250.5,
    })
    const row = screen.getAllByRole("rowheader", { name: "Deposit limit" })[1]?.closest("tr") as HTMLElement
    await waitFor(() => expect(within(row).getAllByRole("cell")[1]?.textContent).toBe("250.50"))
  })

  it("says a protection refusal with the end date", async () => {
    await member({
      protection: status(),
      protectionRealityCheck: refused(403, "account_excluded", "Account self-excluded until ...", {
        kind: "SELF_EXCLUSION",
        until: at + 183 * day,
      }),
    })
    fireEvent.change(await screen.findByLabelText("Reality check interval"), { target: { value: "30" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your account is self-excluded until 29/05/2027 12:00:00.",
    )
  })

  it("asks to confirm a cool-off as a cool-off, not as an exclusion", async () => {
    await member({ protection: status() })
    expect(await screen.findByText(/cannot be shortened or lifted before its end/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText("Kind"), { target: { value: "COOL_OFF" } })
    fireEvent.change(screen.getByLabelText("Your login password"), { target: { value: "Secret12" } })
    fireEvent.click(screen.getByRole("button", { name: "Start" }))
    const confirm = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    expect(within(confirm).getByRole("button", { name: "Yes, start my cool-off" })).toBeTruthy()
    expect(within(confirm).queryByRole("button", { name: "Yes, exclude me" })).toBeNull()
  })

  it("self-excludes only after the warning and the password, then logs out", async () => {
    const rt = await member({
      protection: status(),
      protectionExclusion: ok({ kind: "SELF_EXCLUSION", until: at + 365 * day }),
      logout: refused(401, "session_invalid", "Session expired"),
    })
    expect(await screen.findByText(/cannot be shortened or lifted before its end/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText("Kind"), { target: { value: "SELF_EXCLUSION" } })
    fireEvent.change(screen.getByLabelText("Length"), { target: { value: "365" } })
    fireEvent.change(screen.getByLabelText("Your login password"), { target: { value: "Secret12" } })
    fireEvent.click(screen.getByRole("button", { name: "Start" }))
    const confirm = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    expect(rt.called()).not.toContain("protectionExclusion")
    fireEvent.click(within(confirm).getByRole("button", { name: "Yes, exclude me" }))
    await waitFor(() => expect(rt.store.state().session.loggedIn).toBe(false))
    expect(rt.requests.find((r) => r.endpoint.name === "protectionExclusion")?.body).toEqual({
      kind: "SELF_EXCLUSION",
      days: 365,
      password: "Secret12",
    })
    expect(
      await screen.findByText("Your cool-off or self-exclusion has started and you have been logged out."),
    ).toBeTruthy()
  })
})
