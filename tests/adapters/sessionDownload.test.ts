/**
 * "Download this session" (development builds): the adapters' recorder around fetch, its HAR sanitised in the page
 * by the fixture import's own fail-closed sanitiser before anything is downloaded. Against a real sandbox: a login
 * (encrypted), the balance, a game launch. The export keeps those calls, holds none of the secrets that went over the
 * wire (the token and every Authorization header, the encrypted login and its key, the game address's ticket), and
 * replays to the logged-in member.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ArenaError, createArena } from "../../adapters/facade/index.ts"
import { replayHar } from "../../adapters/har/replay.ts"
import { startSessionRecording } from "../../adapters/har/sessionDownload.ts"
import { loadDepositChannels } from "../../core/workflows/loadDepositChannels.ts"
import { loadHotGames } from "../../core/workflows/loadHotGames.ts"
import { refreshBalance } from "../../core/workflows/refreshBalance.ts"
import { startTestSandbox, type TestSandbox } from "../sandbox/harness.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
}, 120_000)
afterAll(() => sandbox?.stop())

/** The rejection of a facade call, as an `ArenaError`. */
const rejection = async (call: Promise<unknown>): Promise<ArenaError> => {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof ArenaError)) throw new Error(`expected an ArenaError, got ${String(error)}`)
  return error
}

describe("the facade's errors", () => {
  it("types the cause by its tag: a refused action carries its reason as errorCode", { timeout: 60_000 }, async () => {
    const arena = createArena({ baseUrl: sandbox.url, merchantCode: "arena" })
    const refused = await rejection(arena.run(loadDepositChannels))
    expect(refused.tag).toBe("ActionRefused")
    expect(refused.errorCode).toBe("notLoggedIn")
    // Narrowed by its tag, the cause's own fields are typed (this line is checked by `npm run typecheck`).
    const action: string = refused.cause._tag === "ActionRefused" ? refused.cause.action : ""
    expect(action).toBe("deposit")
  })

  it("says why a connection failed, typed on the cause", { timeout: 60_000 }, async () => {
    const lost = createArena({ baseUrl: "http://127.0.0.1:9", merchantCode: "arena" })
    const error = await rejection(lost.start())
    expect(error.tag).toBe("NetworkFailed")
    const detail: string | undefined =
      error.cause._tag === "NetworkFailed" ? error.cause.detail : "not a network failure"
    expect(detail).toMatch(/fetch failed/)
  })
})

describe("the session download", () => {
  it("exports a real session sanitised: the calls kept, no secret that went over the wire", {
    timeout: 60_000,
  }, async () => {
    const recording = startSessionRecording({ base: sandbox.url })
    const arena = createArena({ baseUrl: sandbox.url, merchantCode: "arena", fetch: recording.fetch })
    expect(await arena.login({ username: "player01", password: "Player123", remember: false })).toBe("loggedIn")
    await arena.run(refreshBalance)
    await arena.run(loadHotGames("EN"))
    const game = arena.state().catalogue.hot[0]
    if (game === undefined) throw new Error("the sandbox has no hot game")
    const launched = await arena.launchGame({ _tag: "Game", vendor: game.vassalage ?? "", game }, { language: "EN" })
    expect(launched.url).toMatch(/^https?:\/\//)

    // What went over the wire: the secrets a raw recording holds.
    const raw = recording.recorder.har()
    const headers = raw.log.entries.flatMap((e) => e.request.headers)
    const planted = [
      ...headers.filter((h) => /^(authorization|encryption)$/i.test(h.name)).map((h) => h.value),
      ...raw.log.entries.flatMap((e) => {
        const text = e.request.postData?.text ?? ""
        const value = text.startsWith("{") ? (JSON.parse(text) as { value?: unknown }).value : undefined
        return typeof value === "string" ? [value] : []
      }),
      ...[...new URL(launched.url ?? "").searchParams.values()].filter((v) => v.length >= 16),
    ]
    const token = raw.log.entries.find((e) => e.request.url.endsWith("/wps/session/login"))?.response.content.text
    const tokenValue = (JSON.parse(token ?? "{}") as { value?: { token?: string } }).value?.token ?? ""
    expect(tokenValue.length).toBeGreaterThan(8)
    planted.push(tokenValue)
    expect(planted.length).toBeGreaterThanOrEqual(4)
    for (const secret of planted) expect(JSON.stringify(raw)).toContain(secret)

    const exported = recording.export()
    if (!exported.ok) throw new Error(exported.message)
    expect(exported.name).toMatch(/^arena-session-\d{8}-\d{6}\.har$/)
    for (const secret of planted) expect(exported.text).not.toContain(secret)
    const har = JSON.parse(exported.text) as { log: { entries: ReadonlyArray<{ request: { url: string } }> } }
    const paths = har.log.entries.map((e) => new URL(e.request.url).pathname)
    expect(paths).toEqual(expect.arrayContaining(["/wps/session/login", "/wps/game/launchGame"]))
    const replayed = replayHar(JSON.parse(exported.text))
    expect(replayed.rejected).toEqual([])
    expect(replayed.state.session.loggedIn).toBe(true)
  })

  it("records the page's relative calls with absolute addresses, as DevTools does, so the sanitiser keeps them", async () => {
    const recording = startSessionRecording({ base: sandbox.url })
    await recording.fetch("/wps/system/status?url=localhost", {
      headers: { "X-Gateway-Version": "3", Merchant: "arena", Device: "web", Language: "EN" },
    })
    expect(recording.recorder.har().log.entries[0]?.request.url).toBe(`${sandbox.url}/wps/system/status?url=localhost`)
    const exported = recording.export()
    expect(exported.ok && JSON.parse(exported.text).log.entries.length).toBe(1)
  })
})
