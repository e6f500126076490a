// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import axe from "axe-core"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import { loadSettingsFor, member, renderAt, setup, status, whitelabel } from "../testing/harness.tsx"

afterEach(cleanup)

const on = ["DIRECTREG3", "FREEPLAY3", "MOBILELOGIN3", "INBOX3"]
const lanes = [
  {
    title: "LIVE",
    cards: [{ vassalage: "AG", displayName: "AG Live", isHot: 1, lagerIcon: "/images/vendors/AG.svg" }],
  },
  { title: "RNG", cards: [{ vassalage: "PG", displayName: "PG Soft", lagerIcon: "/images/vendors/PG.svg" }] },
]
const answers = {
  status: status({ on }),
  whitelabel: ok(whitelabel(...on)),
  registerRules: ok({}),
  domainRoute: ok({}),
  gameVendors: ok({ data: { lanes } }),
  hotGames: ok({ list: [] }),
  memberInfo: member("agent01", 1, { memberLabel: [{ labelName: "Gold" }] }),
  balance: ok({ sumBalance: 99.5 }),
  unreadCount: ok(2),
}

/** Serious or critical violations (colour contrast needs layout, which happy-dom does not do). */
const violations = async () => {
  const r = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } })
  return r.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
}

/** The page is whole: its lazy footer (asked for once the portal is interactive) is in. */
const whole = () => screen.findByRole("contentinfo")

describe("accessibility (axe-core)", () => {
  it("the home page of a visitor, and its login modal", async () => {
    const rt = await setup({ answers })
    await loadSettingsFor(rt)
    const { loadVendors } = await import("../../core/workflows/loadVendors.ts")
    await rt.run(loadVendors())
    renderAt("/")
    await screen.findByRole("heading", { name: "Game categories" })
    await whole()
    expect(await violations()).toEqual([])
    fireEvent.click(screen.getByRole("button", { name: "Log in" }))
    await screen.findByRole("dialog", { name: "Log in" })
    expect(await violations()).toEqual([])
  })

  it("the header of a member", async () => {
    const rt = await setup({ answers, session: [["token", "t"]] })
    await loadSettingsFor(rt)
    const { restoreSession } = await import("../../core/workflows/restoreSession.ts")
    await rt.run(restoreSession)
    renderAt("/vip")
    await screen.findByRole("heading", { level: 1, name: "Play more, get more" })
    await whole()
    expect(await violations()).toEqual([])
  })
})
