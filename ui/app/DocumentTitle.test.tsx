// @vitest-environment happy-dom
import { act, cleanup, waitFor } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import { chooseLanguage } from "../actions/language.ts"
import { renderAt, setup, status, whitelabel } from "../testing/harness.tsx"

afterEach(cleanup)
// The layout's mini game loads the hot games workflow lazily; loaded here first, its import cannot outlive the file's
// environment (an import still in flight at teardown is an unhandled error that fails the run).
beforeAll(() => import("../../core/workflows/loadHotGames.ts"))

const answers = {
  status: status(),
  whitelabel: ok(whitelabel()),
  registerRules: ok({}),
  domainRoute: ok({}),
  gameVendors: ok({ data: { lanes: [] } }),
  hotGames: ok({ list: [] }),
}

describe("the tab title", () => {
  it("names the route's page, then the brand, in the person's language", async () => {
    document.title = "Arena"
    await setup({ answers })
    const { location } = renderAt("/rng")
    await waitFor(() => expect(document.title).toBe("Slots · Arena"))
    act(() => location.navigate("/vip"))
    await waitFor(() => expect(document.title).toBe("VIP · Arena"))
    act(() => location.navigate("/no-such-page"))
    await waitFor(() => expect(document.title).toBe("Page not found · Arena"))
    act(() => location.navigate("/rng"))
    await act(async () => chooseLanguage("zh-CN"))
    await waitFor(() => expect(document.title).toBe("电子游戏 · Arena"))
    await act(async () => chooseLanguage("en"))
  })
})
