import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { describe, expect, it } from "vitest"
import { layerMemory } from "../ports/Platform.ts"
import * as EventLog from "../store/EventLog.ts"
import * as Store from "../store/Store.ts"
import { loadPermission } from "./loadPermission.ts"

const run = (body: unknown, status = 200) => {
  const store = Store.make()
  const seen: Array<unknown> = []
  const platform = layerMemory((req) => {
    seen.push(req.body)
    return { status, body }
  })
  return Effect.runPromise(
    loadPermission("arena.test").pipe(Effect.exit, Effect.provide(Layer.mergeAll(platform, EventLog.layer(store)))),
  ).then((exit) => ({ exit, store, seen }))
}

describe("loadPermission", () => {
  it("sends the host and fixes the system status from the first answer", async () => {
    const { store, seen } = await run({
      success: true,
      value: { maintenance: true, regionRestriction: true, location: { ip: "1.2.3.4" } },
    })
    expect(seen).toEqual([{ url: "arena.test" }])
    expect(store.log().map((e) => e._tag)).toEqual(["PermissionLoaded"])
    expect(store.state().system).toEqual({ status: 1, ip: "1.2.3.4", country: undefined })
  })
  it("turns an undecodable answer into ApiResponseRejected with the path, changing nothing else", async () => {
    const { store, exit } = await run({ success: true, value: { maintenance: "yes" } })
    expect(exit._tag).toBe("Failure")
    expect(store.log()).toEqual([
      expect.objectContaining({ _tag: "ApiResponseRejected", endpoint: "status", path: "value.maintenance" }),
    ])
    expect(store.state().system.status).toBeUndefined()
  })
  it("turns a refusal into CallFailed", async () => {
    const { store } = await run({ success: false, errorCode: "request_param_err", message: "bad" }, 400)
    expect(store.log()).toEqual([
      {
        _tag: "CallFailed",
        endpoint: "status",
        status: 400,
        errorCode: "request_param_err",
        message: "bad",
        captcha: false,
      },
    ])
  })
})
