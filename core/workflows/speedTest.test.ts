import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import * as Store from "../store/Store.ts"
import { speedTest } from "./speedTest.ts"
import { makeTestRuntime } from "./testRuntime.ts"

describe("speedTest", () => {
  it("probes each listed domain and records the latencies, fastest first; a failed probe stays at 0", async () => {
    const store = Store.make()
    store.dispatch({
      _tag: "DomainRoutesLoaded",
      value: { domainList: [{ domainName: "a.test" }, { domainName: "b.test" }, { domainName: "c.test" }] },
    })
    const rt = makeTestRuntime({ store })
    const latency: Record<string, number> = { "a.test": 210, "c.test": 35 }
    const probed: Array<string> = []
    const probe = (domain: string) =>
      Effect.suspend(() => {
        probed.push(domain)
        const ms = latency[domain]
        return ms === undefined ? Effect.fail("unreachable" as const) : Effect.succeed(ms)
      })
    const exit = await rt.run(speedTest(probe))
    expect(exit).toMatchObject({ _tag: "Success", value: 2 })
    expect(probed).toEqual(["a.test", "b.test", "c.test"])
    expect(rt.tags().slice(1)).toEqual(["DomainSpeedMeasured", "DomainSpeedMeasured"])
    expect(rt.store.state().content.domains).toEqual([
      { domainName: "c.test", speed: 35 },
      { domainName: "a.test", speed: 210 },
      { domainName: "b.test", speed: 0 },
    ])
  })
})
