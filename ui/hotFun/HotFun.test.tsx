// @vitest-environment happy-dom
/**
 * "Play for fun" on the home page's hot slots: a visitor sees it on a slot that offers free play (not on a live game),
 * once the portal is interactive, and it launches the slot for fun (`accountType` 0) without the login popup.
 */
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import { loadAreas } from "../i18n/i18n.ts"
import Home from "../sections/index/Home.tsx"
import { loadSettingsFor, renderAt, setup, status, whitelabel } from "../testing/harness.tsx"

afterEach(cleanup)

const find = { timeout: 30_000 }

describe("Play for fun on the home page's hot games", () => {
  it("launches a hot slot for fun for a visitor, and is not on a live game", async () => {
    const rt = await setup({
      answers: {
        status: status(),
        whitelabel: ok(whitelabel()),
        registerRules: ok({}),
        domainRoute: ok({}),
        announcements: ok({ banners: [], player: [], popup: [], promotion: [] }),
        winnerBoard: ok({ list: [] }),
        hotGames: ok({
          list: [
            {
              nodeId: "101",
              vassalage: "PT",
              gameName: "Golden Lotus",
              gameType: "RNG",
              gameId: "PT-001",
              freeplay: 1,
            },
            { nodeId: "301", vassalage: "AG", gameName: "Baccarat Squeeze", gameType: "LIVE" },
          ],
        }),
        gameVendor: ok({ data: { lanes: [] } }),
        launchGame: ok({ content: { game_url: `${window.location.origin}/play/slot?t=fun_${"a".repeat(64)}` } }),
      },
    })
    await loadSettingsFor(rt)
    await loadAreas(["home"])
    // The hot games load once the interface's language is known.
    rt.store.dispatch({ _tag: "LanguageChanged", language: "en" })
    renderAt("/", <Home />)
    const fun = await screen.findByRole("button", { name: "Play for fun: Golden Lotus" }, find)
    expect(screen.queryByRole("button", { name: "Play for fun: Baccarat Squeeze" })).toBeNull()
    fireEvent.click(fun)
    await waitFor(() => expect(rt.requests.some((r) => r.endpoint.name === "launchGame")).toBe(true), find)
    const launch = rt.requests.find((r) => r.endpoint.name === "launchGame")?.body as Record<string, unknown>
    expect(launch).toMatchObject({ vassalage: "PT", nodeId: "101", gameId: "PT-001", accountType: 0 })
    expect(rt.store.state().modals.open).not.toContain("loginPopup")
  })
})
