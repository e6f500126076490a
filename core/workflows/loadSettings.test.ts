import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { describe, expect, it } from "vitest"
import { makeBrandConfig } from "../model/BrandConfig.ts"
import * as Platform from "../ports/Platform.ts"
import * as Store from "../store/Store.ts"
import { loadSettings } from "./loadSettings.ts"
import { makeTestRuntime, ok, refused } from "./testRuntime.ts"

const answers = {
  status: ok({
    maintenance: false,
    regionRestriction: false,
    location: { ip: "203.0.113.9" },
    info: { imageCDNs: ["https://img.test"] },
  }),
  whitelabel: ok([{ modId: "DIRECTREG3", enabled: "1", childrenNodes: [{ modId: "FREEPLAY3", enabled: "1" }] }]),
  registerRules: ok({
    username: { enabled: "1", required: "1", patternId: 2, minLength: 6, maxLength: 16, acceptedPattern: "*" },
  }),
  domainRoute: ok({ customerService: [], domainList: [{ domainName: "m1.test" }] }),
}
const brand = makeBrandConfig("wic11f3")

describe("loadSettings", () => {
  it("applies the brand, loads the status, the menu, the rules and the routes, and caches the last three", async () => {
    const rt = makeTestRuntime({ answers })
    const exit = await rt.run(loadSettings("arena.test", brand))
    expect(exit._tag).toBe("Success")
    expect(rt.called()).toEqual(["status", "whitelabel", "registerRules", "domainRoute"])
    expect(rt.requests[0]?.body).toEqual({ url: "arena.test" })
    expect(rt.tags()).toEqual([
      "BrandConfigured",
      "PermissionLoaded",
      "WhiteLabelLoaded",
      "RegisterRulesLoaded",
      "DomainRoutesLoaded",
    ])
    expect(rt.session.get("merchantCode")).toBe("wic11f3")
    expect(JSON.parse(rt.session.get("settings") ?? "null")).toEqual([
      { modId: "DIRECTREG3", enabled: "1", childrenNodes: [{ modId: "FREEPLAY3", enabled: "1", childrenNodes: [] }] },
    ])
    expect(rt.session.has("validate") && rt.session.has("routers")).toBe(true)
    const s = rt.store.state()
    expect(s.system.status).toBe(0)
    expect(s.settings).toMatchObject({ loaded: true, merchantCode: "wic11f3", domains: ["m1.test"] })
    expect(s.settings.features.hasFreePlay).toBe(true)
    expect(s.settings.registerRules.username?.maxLength).toBe(16)
  })
  it("reuses the cached answers within the browser session, reaching the same state", async () => {
    const first = makeTestRuntime({ answers })
    await first.run(loadSettings("arena.test", brand))
    const again = makeTestRuntime({ answers, session: [...first.session.entries()], store: Store.make() })
    await again.run(loadSettings("arena.test", brand))
    expect(again.called()).toEqual(["status"])
    expect(again.tags()).toEqual(first.tags())
    expect(again.store.state().settings).toEqual(first.store.state().settings)
  })
  it("drops a cache that no longer decodes and calls instead", async () => {
    const rt = makeTestRuntime({
      answers,
      session: [
        ["settings", '[{"modId":1}]'],
        ["validate", "not json"],
      ],
    })
    await rt.run(loadSettings("arena.test", brand))
    expect(rt.called()).toEqual(["status", "whitelabel", "registerRules", "domainRoute"])
  })
  it("goes on when an optional load fails, and fails when the permission check does", async () => {
    const partial = makeTestRuntime({ answers: { ...answers, whitelabel: "network" } })
    expect((await partial.run(loadSettings("h", brand)))._tag).toBe("Success")
    expect(partial.tags()).toContain("NetworkFailed")
    expect(partial.session.has("settings")).toBe(false)
    const down = makeTestRuntime({ answers: { ...answers, status: refused(400, "request_param_err") } })
    expect((await down.run(loadSettings("h", brand)))._tag).toBe("Failure")
    expect(down.tags()).toContain("CallFailed")
  })
  it("asks for the permission check and the three settings at once, not one round trip after another", async () => {
    // A permission check that never answers: were the three asked for only after it, none of them would go out.
    const rt = makeTestRuntime({ answers })
    const inner = Platform.makeMemory((r) => answers[r.endpoint.name as keyof typeof answers])
    const asked: Array<string> = []
    const held: Platform.PlatformShape = {
      call: (endpoint, request, options) => {
        asked.push(endpoint.name)
        return endpoint.name === "status" ? Effect.never : inner.call(endpoint, request, options)
      },
    }
    const fiber = Effect.runFork(
      loadSettings("h", brand).pipe(Effect.provideService(Platform.Platform, held), Effect.provide(rt.layer)),
    )
    for (let turn = 0; turn < 10 && asked.length < 4; turn++) await new Promise((r) => setTimeout(r, 0))
    await Effect.runPromise(Fiber.interrupt(fiber))
    expect(asked.sort()).toEqual(["domainRoute", "registerRules", "status", "whitelabel"])
    // And what the three answered is kept while the check fails: the page that follows has its menu and rules.
    const down = makeTestRuntime({ answers: { ...answers, status: refused(400, "request_param_err") } })
    await down.run(loadSettings("h", brand))
    expect([...down.called()].sort()).toEqual(["domainRoute", "registerRules", "status", "whitelabel"])
    expect(down.session.has("settings")).toBe(true)
  })
})
