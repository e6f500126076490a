/**
 * A fixture drives msw (DESIGN.md: "the same file can drive the UI in replay mode"): the visitor session's
 * HAR becomes msw handlers (`handlersFromHar`), and the core's own workflows (`loadSettings`, `loadVendors`, as the
 * portal runs them at start) go through the Node runtime's real client against them. The state they reach must equal
 * the fixture's committed projection for the slices those calls fill (the system status, the settings, the vendor
 * catalogue), but for the brand configuration: an intent of the shell (`BrandConfigured`), which a recording of the
 * wire cannot hold.
 */
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import * as Effect from "effect/Effect"
import { setupServer } from "msw/node"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Har } from "../../adapters/har/Har.ts"
import { handlersFromHar } from "../../adapters/har/mswHandlers.ts"
import { stateJson } from "../../adapters/har/projections.ts"
import { layer } from "../../adapters/node/runtime.ts"
import { makeBrandConfig } from "../../core/model/BrandConfig.ts"
import * as Store from "../../core/store/Store.ts"
import { loadSettings } from "../../core/workflows/loadSettings.ts"
import { loadVendors } from "../../core/workflows/loadVendors.ts"

const fixture = (file: string): unknown =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../fixtures/${file}`, import.meta.url)), "utf8"))

const har = fixture("visitor-browsing.har") as Har
const expected = fixture("visitor-browsing.projection.json") as Record<string, Record<string, unknown>>

const server = setupServer(...handlersFromHar(har))
beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
afterAll(() => server.close())

/**
 * The settings without what these calls do not fill: the fields the brand configuration sets (an intent, not in the
 * recording) and the countries, which the visitor session loads later.
 */
const filledAtStart = (settings: Record<string, unknown> | undefined) => {
  const { brand: _brand, merchantCode: _merchantCode, countries: _countries, ...rest } = settings ?? {}
  return rest
}

describe("a fixture through msw", () => {
  it("answers the core's start-up workflows as recorded, reaching the fixture's projection", async () => {
    const store = Store.make()
    const brand = makeBrandConfig("arena")
    // Another origin than the recording's: the handlers match the path on any origin.
    const runtime = layer(store, { baseUrl: "http://portal.test", brand: { merchantCode: "arena" } })
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* loadSettings("localhost:8080", brand)
        yield* loadVendors()
      }).pipe(Effect.provide(runtime)),
    )
    expect(store.log().map((e) => e._tag)).toEqual([
      "BrandConfigured",
      "PermissionLoaded",
      "WhiteLabelLoaded",
      "RegisterRulesLoaded",
      "DomainRoutesLoaded",
      "VendorsLoaded",
    ])
    const state = stateJson(store.state()) as Record<string, Record<string, unknown>>
    expect(state.system).toEqual(expected.system)
    expect(state.system?.status).toBe(0)
    expect(filledAtStart(state.settings)).toEqual(filledAtStart(expected.settings))
    expect(state.settings?.merchantCode).toBe("arena")
    expect(state.catalogue?.lanes).toEqual(expected.catalogue?.lanes)
    expect(state.catalogue?.vendors).toEqual(expected.catalogue?.vendors)
    expect(state.catalogue?.vendorsLoaded).toBe(true)
  })
})
