import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Api } from "../contract/Api.ts"
import { cachedCall, readCache, writeCache } from "./sessionCache.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("sessionCache", () => {
  it("stores the wire form and reads it back decoded", async () => {
    const rt = makeTestRuntime()
    const tree = Schema.decodeUnknownSync(Api.whitelabel.response)([{ modId: "A", enabled: "1" }])
    await rt.run(writeCache("settings", Api.whitelabel.response, tree))
    expect(rt.session.get("settings")).toBe('[{"modId":"A","enabled":"1","childrenNodes":[]}]')
    expect(await rt.run(readCache("settings", Api.whitelabel.response))).toMatchObject({ value: tree })
  })
  it("drops what no longer decodes", async () => {
    const rt = makeTestRuntime({ session: [["validate", '{"username":{"minLength":"six"}}']] })
    expect(await rt.run(readCache("validate", Api.registerRules.response))).toMatchObject({ value: undefined })
    expect(rt.session.has("validate")).toBe(false)
  })
  it("calls once, then answers from the cache with the same event", async () => {
    const rt = makeTestRuntime({ answers: { domainRoute: ok({ domainList: [{ domainName: "a.test" }] }) } })
    await rt.run(cachedCall("routers", Api.domainRoute, {}))
    await rt.run(cachedCall("routers", Api.domainRoute, {}))
    expect(rt.called()).toEqual(["domainRoute"])
    expect(rt.store.log()).toEqual([
      { _tag: "DomainRoutesLoaded", value: { domainList: [{ domainName: "a.test" }] } },
      { _tag: "DomainRoutesLoaded", value: { domainList: [{ domainName: "a.test" }] } },
    ])
  })
})
