/**
 * The platform client against a real sandbox (tests/sandbox/harness.ts): the wire it speaks is the one the
 * reference server decodes. Requests are recorded with the HAR recorder, so the headers and the encrypted bodies
 * that actually went out are checked, the latter opened with the sandbox's own RSA key.
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeRecorder } from "../../adapters/har/record.ts"
import { replayHar } from "../../adapters/har/replay.ts"
import { layer, parts } from "../../adapters/node/runtime.ts"
import { Api } from "../../core/contract/Api.ts"
import type { SessionKey } from "../../core/model/StorageKeys.ts"
import * as Store from "../../core/store/Store.ts"
import { loadPermission } from "../../core/workflows/loadPermission.ts"
import { openEncrypted, seenKeysInMemory } from "../../sandbox/crypto/envelope.ts"
import { startTestSandbox, type TestSandbox } from "../sandbox/harness.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
}, 60_000)
afterAll(() => sandbox?.stop())

const header = (h: ReadonlyArray<{ name: string; value: string }> | undefined, name: string) =>
  h?.find((x) => x.name.toLowerCase() === name)?.value

describe("the platform client against the sandbox", () => {
  it("loads the status with the platform's headers and a query string, into the core's state", async () => {
    const recorder = makeRecorder()
    const store = Store.make()
    await Effect.runPromise(
      loadPermission("localhost").pipe(
        Effect.provide(layer(store, { baseUrl: sandbox.url, brand: { merchantCode: "arena" }, fetch: recorder.fetch })),
      ),
    )
    expect(store.log().map((e) => e._tag)).toEqual(["PermissionLoaded"])
    expect(store.state().system.status).toBe(0)
    const [sent] = recorder.har().log.entries
    expect(sent?.request.url).toBe(`${sandbox.url}/wps/system/status?url=localhost`)
    expect(header(sent?.request.headers, "x-gateway-version")).toBe("3")
    expect(header(sent?.request.headers, "merchant")).toBe("arena")
    expect(header(sent?.request.headers, "device")).toBe("web")
    expect(header(sent?.request.headers, "language")).toBe("EN")
    expect(header(sent?.request.headers, "authorization")).toBeUndefined()
    // the recording replays to the same state
    expect(replayHar(JSON.parse(JSON.stringify(recorder.har()))).state.system).toEqual(store.state().system)
  })

  it("sends the raw token whenever one is stored", async () => {
    const recorder = makeRecorder()
    const session = new Map<SessionKey, string>([["token", "raw-token-xyz"]])
    const { platform } = parts(Store.make(), {
      baseUrl: sandbox.url,
      brand: { merchantCode: "arena" },
      fetch: recorder.fetch,
      session,
    })
    await Effect.runPromise(platform.call(Api.status, {}))
    const [sent] = recorder.har().log.entries
    expect(sent?.request.url).toBe(`${sandbox.url}/wps/system/status?`)
    expect(header(sent?.request.headers, "authorization")).toBe("raw-token-xyz")
  })

  it("encrypts as the platform does: the sandbox opens the body with its own key, a fresh key per call", async () => {
    const recorder = makeRecorder()
    const { platform } = parts(Store.make(), {
      baseUrl: sandbox.url,
      brand: { merchantCode: "arena" },
      fetch: recorder.fetch,
    })
    const request = { username: "nobody-here", password: "Wrong-pass-1", type: "username" } as const
    const first = await Effect.runPromiseExit(platform.call(Api.login, request))
    const second = await Effect.runPromiseExit(platform.call(Api.login, request))
    const calls = recorder.har().log.entries
    expect(calls.map((c) => `${c.request.method} ${new URL(c.request.url).pathname}`)).toEqual([
      "GET /wps/session/key/rsa",
      "POST /wps/session/login",
      "GET /wps/session/key/rsa",
      "POST /wps/session/login",
    ])
    const seen = seenKeysInMemory()
    const opened = await Promise.all(
      [calls[1], calls[3]].map((c) =>
        openEncrypted(
          sandbox.services.rsa,
          seen,
          header(c?.request.headers, "encryption"),
          JSON.parse(c?.request.postData?.text ?? "null"),
          Date.now(),
        ),
      ),
    )
    expect(opened).toEqual([
      { ok: true, json: request },
      { ok: true, json: request },
    ])
    expect(calls[1]?.request.postData?.text).not.toContain("Wrong-pass-1")
    // The live answers: whatever the login handler says, never a refusal of the envelope itself.
    for (const exit of [first, second]) {
      const error = Exit.isFailure(exit)
        ? exit.cause.reasons.map((r) => (r._tag === "Fail" ? r.error : r))[0]
        : undefined
      expect(error).not.toMatchObject({ errorCode: "request_decrypt_err" })
      expect(error).not.toMatchObject({ errorCode: "request_body_required" })
      expect(error).not.toMatchObject({ errorCode: "request_replayed" })
    }
  })
})
