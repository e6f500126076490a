/**
 * The live stream's client (adapters/http/liveStream.ts) against a real sandbox, its events taken by the core
 * (`receiveLive`) into the same state polling makes: the token in the header, a lost stream opened again with the last
 * `Last-Event-ID` it saw and nothing lost, the session's end handed over as the typed error, and a platform without
 * the stream left to polling.
 */
import * as Effect from "effect/Effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { follow } from "../../adapters/http/liveStream.ts"
import { layer } from "../../adapters/node/runtime.ts"
import { Api } from "../../core/contract/Api.ts"
import type { PlatformError } from "../../core/events/Failures.ts"
import type { SessionKey } from "../../core/model/StorageKeys.ts"
import { makeMemory } from "../../core/ports/KeyValue.ts"
import * as Store from "../../core/store/Store.ts"
import { receiveLive } from "../../core/workflows/followLive.ts"
import { vendorByCode } from "../../sandbox/seed/vendors.ts"
import { startTestSandbox, type TestSandbox } from "../sandbox/harness.ts"
import { memberHeaders, openStream } from "../sandbox/liveKit.ts"
import { memberOf, newKey } from "../sandbox/moneyKit.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
}, 120_000)
afterAll(() => sandbox?.stop())

/** Waits until `ok` holds, at most 10 s. */
const until = async (ok: () => boolean, what: string) => {
  const deadline = Date.now() + 10_000
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`${what} never came`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

const signedIn = async (account: string) => {
  const member = await memberOf(sandbox, account)
  const token = await sandbox.services.sessions.open(member, sandbox.services.clock(), "127.0.0.1")
  return { member, token, session: new Map<SessionKey, string>([["token", token]]) }
}

/** Follows the stream into a store through the core, recording what each connection sent. */
const followInto = (session: Map<SessionKey, string>, fetchFn = globalThis.fetch) => {
  const store = Store.make()
  const runtime = layer(store, { baseUrl: sandbox.url, brand: { merchantCode: "arena" }, session })
  const sent: Array<Headers> = []
  const failures: Array<PlatformError> = []
  const following = follow({
    baseUrl: sandbox.url,
    merchantCode: "arena",
    session: makeMemory(session),
    local: makeMemory(new Map()),
    retryMs: 50,
    fetch: (url, init) => {
      sent.push(new Headers(init?.headers))
      return fetchFn(url, init)
    },
    onData: (data) => Effect.runPromise(receiveLive(data).pipe(Effect.provide(runtime))),
    onFailure: async (error) => {
      failures.push(error)
    },
  })
  return { store, sent, failures, following }
}

describe("the live stream's client", () => {
  it("sends the token in the header and turns pushed answers into the polled answer's events", async () => {
    const { token, session } = await signedIn("player01")
    const { store, sent, following } = followInto(session)
    await until(() => store.state().wallet.loaded, "the opening balance")
    expect(sent[0]?.get("authorization")).toBe(token)
    expect(sent[0]?.get("last-event-id")).toBeNull()
    const before = store.state().wallet.sum
    const moved = await fetch(`${sandbox.url}${Api.walletTransfer.path}`, {
      method: "POST",
      headers: {
        ...memberHeaders(token),
        "Content-Type": "application/json",
        "Idempotency-Key": newKey(),
      },
      body: JSON.stringify({ fromAccountTypeId: 0, toAccountTypeId: vendorByCode("PT")!.accountTypeId, amount: 1 }),
    })
    expect(moved.status).toBe(200)
    // A transfer between the member's own wallets: the main wallet's figure moves, the sum does not.
    await until(() => store.log().filter((e) => e._tag === "BalanceLoaded").length >= 2, "the pushed balance")
    expect(store.state().wallet.sum).toBe(before)
    following.stop()
    expect(await following.done).toBe("stopped")
  })

  it("opens again after a lost stream with the last id it saw, and gets what it missed", async () => {
    const { token, session } = await signedIn("agent02")
    const { store, sent, following } = followInto(session)
    await until(() => store.state().wallet.loaded, "the opening balance")
    // Five more streams of the member: the cap closes the client's, which opens again.
    const others = []
    for (let i = 0; i < 5; i++) others.push(await openStream(sandbox.url, token))
    await until(() => sent.length >= 2, "the second connection")
    expect(sent[1]?.get("last-event-id")).toMatch(/^\d+$/)
    for (const o of others) o.close()
    following.stop()
  })

  it("hands the session's end over as SessionEnded and stops", async () => {
    const { session } = await signedIn("down01")
    session.set("token", "no-longer-valid")
    const { failures, following } = followInto(session)
    expect(await following.done).toBe("refused")
    expect(failures.map((f) => f._tag)).toEqual(["SessionEnded"])
  })

  it("leaves a platform without the stream to polling", async () => {
    const { session } = await signedIn("down02")
    const { following, failures } = followInto(session, async () =>
      Response.json({ success: false, errorCode: "function.not.available", message: "" }, { status: 404 }),
    )
    expect(await following.done).toBe("absent")
    expect(failures).toEqual([])
  })
})
