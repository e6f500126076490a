import { describe, expect, it } from "vitest"
import { loadVendors } from "./loadVendors.ts"
import { brandedStore } from "./memberTestKit.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

const wire = { data: { lanes: [{ title: "LIVE", cards: [{ vassalage: "AG", isHot: 1, nodeId: 5 }] }] } }

describe("loadVendors", () => {
  it("asks for the brand's vendors, fills the catalogue and caches the answer under gameVendor", async () => {
    const rt = makeTestRuntime({ store: brandedStore(), answers: { gameVendors: ok(wire) } })
    await rt.run(loadVendors())
    expect(rt.requests.map((r) => r.body)).toEqual([{ merchantCode: "wic11f3" }])
    expect(rt.tags().slice(1)).toEqual(["VendorsLoaded"])
    expect(rt.store.state().catalogue.vendors.LIVE?.[0]).toMatchObject({ vassalage: "AG", isHot: true, nodeId: "5" })
    expect(JSON.parse(rt.session.get("gameVendor") ?? "null")).toEqual({
      data: { lanes: [{ title: "LIVE", cards: [{ vassalage: "AG", isHot: 1, nodeId: "5" }] }] },
    })
  })
  it("reuses the cached answer without a call", async () => {
    const rt = makeTestRuntime({ store: brandedStore(), session: [["gameVendor", JSON.stringify(wire)]] })
    await rt.run(loadVendors())
    expect(rt.called()).toEqual([])
    expect(rt.tags().slice(1)).toEqual(["VendorsLoaded"])
    expect(rt.store.state().catalogue.vendorsLoaded).toBe(true)
  })
  it("calls again when asked to refresh, or when the cache no longer decodes", async () => {
    for (const options of [{ refresh: true }, {}]) {
      const cached = options.refresh ? JSON.stringify(wire) : "{not json"
      const rt = makeTestRuntime({
        store: brandedStore(),
        session: [["gameVendor", cached]],
        answers: { gameVendors: ok(wire) },
      })
      await rt.run(loadVendors(options))
      expect(rt.called()).toEqual(["gameVendors"])
    }
  })
  it("caches nothing when the call fails", async () => {
    const rt = makeTestRuntime({ store: brandedStore(), answers: { gameVendors: "network" } })
    const exit = await rt.run(loadVendors())
    expect(exit._tag).toBe("Failure")
    expect(rt.tags().slice(1)).toEqual(["NetworkFailed"])
    expect(rt.session.has("gameVendor")).toBe(false)
  })
})
