// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { Profiler } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import { loadAreas } from "../i18n/i18n.ts"
import { DialogHost } from "../modals/DialogHost.tsx"
import { member, renderAt, setup, status } from "../testing/harness.tsx"
import { noticeMs, ProtectionHost } from "./ProtectionHost.tsx"

afterEach(cleanup)

const t0 = Date.UTC(2026, 10, 26, 12)
const minute = 60_000

const protection = (realityCheckMinutes: number | null) =>
  ok({ limits: [], realityCheckMinutes, exclusion: null, lastLogin: { at: t0 - 86_400_000, ip: "203.0.113.7" } })

/** A member's portal whose session started `since` minutes before t0, with the host rendered. */
const start = async (answers: Record<string, unknown>, onRender: () => void = () => {}) => {
  const rt = await setup({
    now: t0,
    session: [["token", "t1"]],
    events: [{ _tag: "ClockTicked", now: t0 }],
    answers: { status: status(), memberInfo: member("player01"), ...(answers as Record<string, never>) },
  })
  const { restoreSession } = await import("../../core/workflows/restoreSession.ts")
  await rt.run(restoreSession)
  await loadAreas(["protection"])
  renderAt(
    "/game",
    <>
      <Profiler id="protection" onRender={onRender}>
        <ProtectionHost />
      </Profiler>
      <DialogHost />
    </>,
  )
  return rt
}

describe("the reality check", () => {
  it("interrupts at each whole interval after the login with elapsed time, wagered and net, until answered", async () => {
    const rt = await start({
      protection: protection(15),
      protectionSession: [
        ok({ startedAt: t0 - 14 * minute, minutes: 14, wagered: 10, net: -2.5 }),
        ok({ startedAt: t0 - 14 * minute, minutes: 15, wagered: 12, net: 3.25 }),
        ok({ startedAt: t0 - 14 * minute, minutes: 30, wagered: 20, net: 1 }),
      ],
    })
    await waitFor(() => expect(rt.called()).toContain("protectionSession"))
    // 14 minutes after the login: nothing yet, though this page has just opened.
    expect(screen.queryByRole("alertdialog")).toBeNull()
    act(() => rt.store.dispatch({ _tag: "ClockTicked", now: t0 + minute }))
    const dialog = await screen.findByRole("alertdialog", { name: "Reality check" })
    // The figures are loaded afresh when the dialog opens.
    await waitFor(() => expect(dialog.querySelector("[data-figure=wagered]")?.textContent).toBe("12.00"))
    expect(dialog.querySelector("[data-figure=net]")?.textContent).toBe("+3.25")
    expect(dialog.querySelector("[data-figure=elapsed]")?.textContent).toBe("0 h 15 min")
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    // The next one is due 15 minutes later, counted from the login.
    act(() => rt.store.dispatch({ _tag: "ClockTicked", now: t0 + 15 * minute }))
    expect(screen.queryByRole("alertdialog")).toBeNull()
    act(() => rt.store.dispatch({ _tag: "ClockTicked", now: t0 + 16 * minute }))
    expect(await screen.findByRole("alertdialog", { name: "Reality check" })).toBeTruthy()
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
  })

  it("logs out from the dialog", async () => {
    const rt: Awaited<ReturnType<typeof start>> = await start({
      protection: protection(30),
      protectionSession: () => {
        // The platform's figures at the portal's time (the clocks agree).
        const now = rt.store.state().clock.now
        return ok({ startedAt: t0 - 31 * minute, minutes: Math.floor((now - t0) / minute) + 31, wagered: 0, net: 0 })
      },
      logout: ok(),
    })
    await waitFor(() => expect(rt.called()).toContain("protectionSession"))
    act(() => rt.store.dispatch({ _tag: "ClockTicked", now: t0 + 30 * minute }))
    fireEvent.click(await screen.findByRole("button", { name: "Log out" }))
    await waitFor(() => expect(rt.called()).toContain("logout"))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(rt.store.state().session.loggedIn).toBe(false)
  })

  it("never shows when the member has none, asks for no figures, and does not render with the clock", async () => {
    let renders = 0
    const rt = await start({ protection: protection(null) }, () => renders++)
    await waitFor(() => expect(rt.called()).toContain("protection"))
    await waitFor(() => expect(rt.store.state().protection.status).toBeDefined())
    await act(async () => {})
    const settled = renders
    for (const m of [1, 2, 600]) await act(async () => rt.store.dispatch({ _tag: "ClockTicked", now: t0 + m * minute }))
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(rt.called()).not.toContain("protectionSession")
    expect(renders).toBe(settled)
  })
})

describe("the previous login", () => {
  it("is shown after a login, with its time and address, until closed", async () => {
    const rt = await start({ protection: protection(null) })
    act(() => rt.store.dispatch({ _tag: "LoginSucceeded", value: { token: "t2" } } as never))
    await waitFor(() => expect(rt.called().filter((c) => c === "protection").length).toBeGreaterThan(0))
    const notice = await screen.findByText(/Your previous login: 25\/11\/2026 20:00:00 from 203\.0\.113\.7/)
    expect(notice).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    await waitFor(() => expect(screen.queryByText(/Your previous login/)).toBeNull())
  })

  it("is a short notice: it goes by itself", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const rt = await start({ protection: protection(null) })
      act(() => rt.store.dispatch({ _tag: "LoginSucceeded", value: { token: "t2" } } as never))
      expect(await screen.findByText(/Your previous login/)).toBeTruthy()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(noticeMs)
      })
      await waitFor(() => expect(screen.queryByText(/Your previous login/)).toBeNull())
    } finally {
      vi.useRealTimers()
    }
  })
})
