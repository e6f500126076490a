import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import type { SessionKey } from "../../core/model/StorageKeys.ts"
import { Cookies } from "../../core/ports/Cookies.ts"
import * as Store from "../../core/store/Store.ts"
import { loadPermission } from "../../core/workflows/loadPermission.ts"
import { layer } from "./runtime.ts"

describe("the Node runtime", () => {
  it("calls the platform at the base URL with the stored token and keeps storage and cookies in memory", async () => {
    const session = new Map<SessionKey, string>([["token", "tok-9"]])
    const sent: Array<{ url: string; headers: Record<string, string> }> = []
    const store = Store.make()
    const runtime = layer(store, {
      baseUrl: "http://127.0.0.1:9/",
      brand: { merchantCode: "arena" },
      session,
      fetch: async (url, init) => {
        sent.push({ url, headers: init?.headers as Record<string, string> })
        return new Response(JSON.stringify({ success: true, value: { regionRestriction: true } }))
      },
    })
    const username = await Effect.runPromise(
      loadPermission("x.test").pipe(
        Effect.andThen(Cookies.use((c) => c.set("username", "ana", 60))),
        Effect.andThen(Cookies.use((c) => c.get("username"))),
        Effect.provide(runtime),
      ),
    )
    expect(sent[0]?.url).toBe("http://127.0.0.1:9/wps/system/status?url=x.test")
    expect(sent[0]?.headers).toMatchObject({ Authorization: "tok-9", Merchant: "arena", Language: "EN" })
    expect(store.state().system.status).toBe(2)
    expect(username).toBe("ana")
  })
})
