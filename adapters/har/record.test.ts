import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { memory as memoryEncryptor } from "../../core/ports/Encryptor.ts"
import { makeMemory } from "../../core/ports/KeyValue.ts"
import { make } from "../http/PlatformClient.ts"
import { makeRecorder } from "./record.ts"
import { replayHar } from "./replay.ts"

describe("makeRecorder", () => {
  it("records every exchange of the client as HAR 1.2, which then replays to the same state", async () => {
    let t = Date.parse("2026-03-01T00:00:00.000Z")
    const server = async (url: string) =>
      url.includes("/status")
        ? new Response(JSON.stringify({ success: true, value: { regionRestriction: true } }), {
            headers: { "content-type": "application/json" },
          })
        : Promise.reject(new TypeError("fetch failed"))
    const recorder = makeRecorder(server, () => (t += 5))
    const client = make({
      baseUrl: "https://p.test",
      merchantCode: "m",
      session: makeMemory(),
      local: makeMemory(),
      encryptor: memoryEncryptor,
      fetch: recorder.fetch,
      retryDelaysMs: [],
    })
    await Effect.runPromise(client.call(Api.status, { url: "p.test" }))
    await Effect.runPromiseExit(client.call(Api.logout, {}))
    const har = recorder.har()
    expect(har.log.version).toBe("1.2")
    expect(har.log.entries.map((e) => [e.request.method, e.request.url, e.response.status])).toEqual([
      ["GET", "https://p.test/wps/system/status?url=p.test", 200],
      ["DELETE", "https://p.test/wps/session/logout", 0],
    ])
    const [status, logout] = har.log.entries
    expect(status?.startedDateTime).toBe("2026-03-01T00:00:00.005Z")
    expect(status?.time).toBe(5)
    expect(status?.request.headers).toContainEqual({ name: "x-gateway-version", value: "3" })
    expect(status?.request.queryString).toEqual([{ name: "url", value: "p.test" }])
    expect(status?.response.content.mimeType).toBe("application/json")
    expect(logout?.request.postData).toEqual({ mimeType: "application/json;charset=UTF-8", text: "{}" })
    expect(logout?._error).toBe("fetch failed")

    const replayed = replayHar(JSON.parse(JSON.stringify(har)))
    expect(replayed.steps.map((s) => s.events.at(-1)?._tag)).toEqual(["PermissionLoaded", "NetworkFailed"])
    expect(replayed.state.system.status).toBe(2)
    recorder.clear()
    expect(recorder.har().log.entries).toEqual([])
  })
})
