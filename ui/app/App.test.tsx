// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { makeBrandConfig } from "../../core/model/BrandConfig.ts"
import { ok } from "../../core/workflows/testRuntime.ts"
import { loadSettingsFor, member, renderAt, setup, status, whitelabel } from "../testing/harness.tsx"
import { boot } from "./boot.ts"
import { interactive } from "./interactive.ts"

afterEach(cleanup)

const answers = (s = status()) => ({
  status: s,
  whitelabel: ok(whitelabel()),
  registerRules: ok({}),
  domainRoute: ok({}),
  gameVendors: ok({ data: { lanes: [] } }),
  hotGames: ok({ list: [] }),
})

/** The route's section has rendered in the main area: the guard let it through (it renders none while redirecting). */
const sectionShown = () =>
  waitFor(() => {
    const main = screen.getByRole("main")
    expect(within(main).queryByRole("progressbar", { name: "Loading" })).toBeNull()
    expect(main.childElementCount).toBeGreaterThan(0)
  })

describe("the login guard (brand setting loginedToHomePage)", () => {
  const guarded = makeBrandConfig("arena", { loginedToHomePage: true })

  it("sends a visitor to /login from any page", async () => {
    await setup({ answers: answers(), events: [{ _tag: "BrandConfigured", config: guarded }] })
    const { location } = renderAt("/vip")
    await waitFor(() => expect(location.history.at(-1)).toBe("/login"))
  })

  for (const path of ["/login", "/register", "/register.html", "/helpmc", "/download"]) {
    it(`lets a visitor stay on ${path}`, async () => {
      await setup({ answers: answers(), events: [{ _tag: "BrandConfigured", config: guarded }] })
      const { location } = renderAt(path)
      await sectionShown()
      expect(location.history.at(-1)).toBe(path)
    })
  }

  it("waits for the stored session to be checked", async () => {
    await setup({ answers: answers(), events: [{ _tag: "BrandConfigured", config: guarded }] })
    boot.sessionChecked = false
    const { location } = renderAt("/vip")
    await sectionShown()
    expect(location.history.at(-1)).toBe("/vip")
    boot.sessionChecked = true
  })

  it("follows the setting the platform serves, with the build's off", async () => {
    const value = (status() as { body: { value: { info: object } } }).body.value
    const served = ok({ ...value, info: { ...value.info, loginedToHomePage: true } })
    const rt = await setup({ answers: answers(served) })
    await loadSettingsFor(rt)
    const { location } = renderAt("/vip")
    await waitFor(() => expect(location.history.at(-1)).toBe("/login"))
  })

  it("does nothing when the setting is off", async () => {
    await setup({ answers: answers() })
    const { location } = renderAt("/vip")
    await sectionShown()
    expect(location.history.at(-1)).toBe("/vip")
  })
})

describe("the blocking pages", () => {
  it("replace the whole portal under maintenance", async () => {
    const rt = await setup({ answers: answers(status({ maintenance: true })) })
    await loadSettingsFor(rt)
    renderAt("/")
    expect(await screen.findByRole("heading", { name: "System Maintenance" })).toBeTruthy()
    expect(screen.getByText("RESTRICTION OF VISIT")).toBeTruthy()
    expect(screen.getByText("Dear valued Customer: We are currently performing a system maintenance")).toBeTruthy()
    expect(screen.queryByRole("banner")).toBeNull()
  })

  it("show the visitor's IP and country in a restricted region", async () => {
    const rt = await setup({
      answers: answers(status({ regionRestriction: true, location: { ip: "203.0.113.9", country: "XX" } })),
    })
    await loadSettingsFor(rt)
    renderAt("/")
    expect(await screen.findByRole("heading", { name: "IP Restriction" })).toBeTruthy()
    expect(screen.getByText("Your IP address:")).toBeTruthy()
    expect(screen.getByText("203.0.113.9")).toBeTruthy()
    expect(screen.getByText("XX")).toBeTruthy()
  })

  it("open customer service in a new window from Contact Us", async () => {
    const rt = await setup({ answers: answers(status({ maintenance: true })) })
    await loadSettingsFor(rt)
    const win = { opener: {}, location: { href: "" }, close: vi.fn() }
    const open = vi.spyOn(window, "open").mockReturnValue(win as unknown as Window)
    renderAt("/")
    fireEvent.click(await screen.findByRole("button", { name: "Contact Us" }))
    await waitFor(() => expect(win.location.href).toBe("https://chat.example/room"))
    expect(open).toHaveBeenCalledWith("about:blank", "_blank")
    expect(win.opener).toBeNull()
    open.mockRestore()
  })
})

describe("routes", () => {
  it("/register opens the register modal and captures the link's codes", async () => {
    const rt = await setup({ answers: answers() })
    renderAt("/register?referralCode=REF9&affiliateCode=AFF1")
    await waitFor(() => expect(rt.store.state().modals.open).toEqual(["register"]))
    expect(rt.tags()).toContain("ReferralCodeCaptured")
    expect(rt.store.log().find((e) => e._tag === "ReferralCodeCaptured")).toEqual({
      _tag: "ReferralCodeCaptured",
      referralCode: "REF9",
      affiliateCode: "AFF1",
    })
  })

  it("/login opens the login modal, and a login there goes home", async () => {
    const rt = await setup({ answers: { ...answers(), memberInfo: member("player01") }, session: [["token", "t"]] })
    const { location } = renderAt("/login")
    await waitFor(() => expect(rt.store.state().modals.open).toEqual(["login"]))
    const { restoreSession } = await import("../../core/workflows/restoreSession.ts")
    await act(async () => {
      await rt.run(restoreSession)
    })
    await waitFor(() => expect(location.history.at(-1)).toBe("/"))
  })

  it("follows core's navigation requests and ignores a duplicate", async () => {
    const rt = await setup({ answers: answers() })
    const { location } = renderAt("/vip")
    await sectionShown()
    await act(async () => rt.store.dispatch({ _tag: "NavigationRequested", path: "/" }))
    await act(async () => rt.store.dispatch({ _tag: "NavigationRequested", path: "/" }))
    expect(location.history).toEqual(["/vip", "/"])
  })

  it("shows the lazy section's progress, then the section, in the full layout", async () => {
    await setup({ answers: answers() })
    renderAt("/join")
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeTruthy()
    expect(await screen.findByRole("heading", { level: 1, name: "Grow with Arena as a partner" })).toBeTruthy()
    expect(screen.getByRole("banner")).toBeTruthy()
    expect(await screen.findByRole("contentinfo")).toBeTruthy()
  })

  it("has no header on /helpmc and no footer on a header-only page", async () => {
    await setup({ answers: answers() })
    renderAt("/helpmc")
    await screen.findByRole("heading", { level: 1, name: "Help centre" })
    expect(screen.queryByRole("banner")).toBeNull()
    cleanup()
    renderAt("/lottery")
    await screen.findByRole("heading", { level: 1, name: "Lottery" })
    expect(screen.getByRole("banner")).toBeTruthy()
    // The footer is a lazy chunk asked for once the portal is interactive: with both in, still no footer.
    await act(async () => {
      await interactive
      await import("../layout/Footer.tsx")
    })
    expect(screen.queryByRole("contentinfo")).toBeNull()
  })
})
