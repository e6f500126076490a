// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { Profiler } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import { loadSettingsFor, member, renderAt, settingsAnswers, setup } from "../testing/harness.tsx"
import { Clock } from "./Clock.tsx"
import { Header } from "./Header.tsx"

afterEach(cleanup)

const answers = settingsAnswers

/** A member session restored from storage, as after a reload. */
const asMember = async (type: number, extra: Record<string, unknown> = {}, on: ReadonlyArray<string> = []) => {
  const rt = await setup({
    session: [["token", "t1"]],
    answers: answers(on, {
      memberInfo: member("player01", type, extra),
      balance: ok({ sumBalance: 1234.5, currencySymbol: "P" }),
      unreadCount: ok(3),
    }),
  })
  await loadSettingsFor(rt)
  const { restoreSession } = await import("../../core/workflows/restoreSession.ts")
  await rt.run(restoreSession)
  return rt
}

describe("Header, logged out", () => {
  it("offers only log in when registration and free play are off", async () => {
    const rt = await setup({ answers: answers([]) })
    await loadSettingsFor(rt)
    renderAt("/", <Header />)
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Demo" })).toBeNull()
  })

  it("offers register with DIRECTREG3 and the demo with FREEPLAY3", async () => {
    const rt = await setup({ answers: answers(["DIRECTREG3", "FREEPLAY3"]) })
    await loadSettingsFor(rt)
    renderAt("/", <Header />)
    fireEvent.click(screen.getByRole("button", { name: "Register" }))
    expect(rt.store.state().modals.open).toEqual(["register"])
    expect(screen.getByRole("button", { name: "Demo" })).toBeTruthy()
  })

  it("opens the login modal", async () => {
    const rt = await setup({ answers: answers([]) })
    renderAt("/", <Header />)
    fireEvent.click(screen.getByRole("button", { name: "Log in" }))
    expect(rt.store.state().modals.open).toEqual(["login"])
  })
})

describe("Header, logged in", () => {
  it("shows the balance, hides it as *** on a click and shows it again", async () => {
    const rt = await asMember(0)
    renderAt("/", <Header />)
    const bar = (await screen.findByText("player01")).closest(".bar") as HTMLElement
    await waitFor(() => expect(within(bar).getByText("1,234.50")).toBeTruthy())
    fireEvent.click(within(bar).getByRole("button", { name: /1,234\.50 Hide balance$/ }))
    await waitFor(() => expect(within(bar).getByText("***")).toBeTruthy())
    expect(within(bar).queryByText("1,234.50")).toBeNull()
    expect(rt.tags()).toContain("BalanceVisibilityToggled")
    fireEvent.click(within(bar).getByRole("button", { name: /\*\*\* Show balance$/ }))
    await waitFor(() => expect(within(bar).getByText("1,234.50")).toBeTruthy())
  })

  it("refetches the balance from the refresh icon", async () => {
    const rt = await asMember(0)
    renderAt("/", <Header />)
    await waitFor(() => expect(screen.getByText("1,234.50")).toBeTruthy())
    const before = rt.called().filter((n) => n === "balance").length
    fireEvent.click(screen.getByRole("button", { name: "Refresh balance" }))
    await waitFor(() => expect(rt.called().filter((n) => n === "balance").length).toBe(before + 1))
  })

  it("shows the member label in its colour, #ABABAB by default", async () => {
    await asMember(0, { memberLabel: [{ labelName: "Gold" }] })
    renderAt("/", <Header />)
    const label = (await screen.findAllByText("Gold"))[0] as HTMLElement
    expect(label.style.color.toLowerCase()).toBe("#ababab")
  })

  it("has the agent centre for agents only", async () => {
    await asMember(1)
    renderAt("/", <Header />)
    expect((await screen.findAllByRole("button", { name: "Agent centre" })).length).toBeGreaterThan(0)
    cleanup()
    await asMember(0)
    renderAt("/", <Header />)
    await screen.findAllByText("player01")
    expect(screen.queryAllByRole("button", { name: "Agent centre" })).toEqual([])
  })

  it("shows the message centre with its unread count when the settings offer it", async () => {
    await asMember(0, {}, ["INBOX3"])
    renderAt("/", <Header />)
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Messages, 3 unread" }).length).toBeGreaterThan(0))
  })

  it("asks before signing out, then signs out", async () => {
    const rt = await asMember(0)
    rt.requests.length = 0
    renderAt("/", <Header />)
    const signOut = (await screen.findAllByRole("button", { name: "Sign out" }))[0] as HTMLElement
    fireEvent.click(signOut)
    const dialog = await screen.findByRole("alertdialog", { name: "Sign out" })
    expect(rt.called()).not.toContain("logout")
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign out" }))
    await waitFor(() => expect(rt.called()).toContain("logout"))
  })
})

describe("Header, language", () => {
  it("switches every string live, stores the language and tells the platform for a member", async () => {
    const rt = await asMember(0)
    renderAt("/", <Header />)
    expect((await screen.findAllByRole("button", { name: "Sign out" })).length).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole("button", { name: "Language: EN" }))
    // The menu is a chunk of its own, loaded on the first opening.
    const japanese = await screen.findByRole("button", { name: /日本語/ })
    fireEvent.click(japanese)
    await waitFor(() => expect(screen.getAllByRole("button", { name: "ログアウト" }).length).toBeGreaterThan(0))
    expect(screen.queryAllByRole("button", { name: "Sign out" })).toEqual([])
    expect(rt.local.get("hisLang")).toBe("JA")
    expect(rt.store.state().language.current).toBe("ja")
    expect(document.documentElement.lang).toBe("ja")
    expect(rt.called()).toContain("memberLanguage")
  })
})

describe("Header, clock", () => {
  it("writes each tick into the clock without rendering it", async () => {
    const rt = await setup({ events: [{ _tag: "ClockTicked", now: Date.UTC(2024, 11, 31, 16, 0, 7) }] })
    let renders = 0
    renderAt(
      "/",
      <Profiler id="clock" onRender={() => renders++}>
        <Clock />
      </Profiler>,
    )
    const time = document.querySelector("time")
    expect(time?.textContent).toBe("01/01/2025 00:00:07")
    const mounted = renders
    for (const s of [8, 9, 10])
      await act(async () => rt.store.dispatch({ _tag: "ClockTicked", now: Date.UTC(2024, 11, 31, 16, 0, s) }))
    expect(time?.textContent).toBe("01/01/2025 00:00:10")
    expect(time?.getAttribute("datetime")).toBe("2024-12-31T16:00:10.000Z")
    expect(renders).toBe(mounted)
  })

  it("shows GMT+8 in the DD/MM/YYYY HH:mm:ss format whatever the machine's zone", async () => {
    const zone = process.env.TZ
    process.env.TZ = "America/Los_Angeles"
    try {
      const rt = await setup({ events: [{ _tag: "ClockTicked", now: Date.UTC(2024, 11, 31, 16, 0, 7) }] })
      renderAt("/", <Header />)
      expect(screen.getByText("01/01/2025 00:00:07")).toBeTruthy()
      await act(async () => rt.store.dispatch({ _tag: "ClockTicked", now: Date.UTC(2024, 11, 31, 16, 0, 8) }))
      expect(screen.getByText("01/01/2025 00:00:08")).toBeTruthy()
    } finally {
      process.env.TZ = zone
    }
  })
})
