import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { memory as memoryEncryptor } from "../../core/ports/Encryptor.ts"
import { makeMemory } from "../../core/ports/KeyValue.ts"
import { make } from "../http/PlatformClient.ts"
import { makeRecorder } from "./record.ts"
import { replayHar } from "./replay.ts"

describe("makeRecorder", () => {
  it("hands a live stream over at once and records its events as they come, which replay as answers", async () => {
    let push: (text: string) => void = () => undefined
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        push = (text) => c.enqueue(new TextEncoder().encode(text))
      },
    })
    const server = async () => new Response(body, { headers: { "content-type": "text/event-stream; charset=utf-8" } })
    const recorder = makeRecorder(server, () => Date.parse("2026-03-01T00:00:00.000Z"))
    // The stream stays open: the page must get it before it ends, as without the recorder.
    const res = await recorder.fetch(`https://p.test${Api.live.path}`, { method: "GET" })
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    push('id: 1\ndata: {"call":"balance","value":{"sumBalance":"12.34"}}\n\n')
    expect((await reader.read()).value).toContain("12.34")
    const recorded = () => recorder.har().log.entries[0]?.response.content.text ?? ""
    await expect.poll(recorded).toContain("12.34")
    push('id: 2\ndata: {"call":"unreadCount","value":2}\n\n')
    await expect.poll(recorded).toContain("unreadCount")
    const replayed = replayHar(recorder.har())
    expect(replayed.steps.map((s) => s.events.map((e) => e._tag))).toEqual([
      ["ClockTicked", "BalanceLoaded", "UnreadCountLoaded"],
    ])
    expect(replayed.state.wallet).toMatchObject({ loaded: true, sum: 1234 })
    await reader.cancel()
  })

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
