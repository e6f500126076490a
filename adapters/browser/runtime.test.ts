import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { Clock } from "../../core/ports/Clock.ts"
import { Cookies } from "../../core/ports/Cookies.ts"
import { LocalStore, SessionStore } from "../../core/ports/KeyValue.ts"
import { Verifier } from "../../core/ports/Verifier.ts"
import * as Store from "../../core/store/Store.ts"
import { loadPermission } from "../../core/workflows/loadPermission.ts"
import { layer } from "./runtime.ts"

const mapStorage = () => {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

describe("the browser runtime", () => {
  it("binds every port to the page and runs a workflow over the store", async () => {
    const sessionStorage = mapStorage()
    const localStorage = mapStorage()
    const document = { cookie: "" }
    localStorage.map.set("hisLang", "TH")
    const sent: Array<{ url: string; headers: Record<string, string> }> = []
    const store = Store.make()
    const runtime = layer(store, {
      brand: { merchantCode: "wic11f3", defaultLanguage: "en" },
      baseUrl: "https://portal.example.test",
      fetch: async (url, init) => {
        sent.push({ url, headers: init?.headers as Record<string, string> })
        return new Response(JSON.stringify({ success: true, value: { maintenance: true } }))
      },
      page: { sessionStorage, localStorage, document, secureCookies: true },
    })
    const program = Effect.gen(function* () {
      yield* loadPermission("portal.example.test")
      yield* SessionStore.use((s) => s.set("token", "tok"))
      yield* Cookies.use((c) => c.set("username", "ana", 60))
      return {
        lang: yield* LocalStore.use((l) => l.get("hisLang")),
        now: yield* Clock.use((c) => c.now),
        verified: yield* Verifier.use((v) => v.verify("login")),
      }
    })
    const out = await Effect.runPromise(program.pipe(Effect.provide(runtime)))
    expect(sent[0]?.url).toBe("https://portal.example.test/wps/system/status?url=portal.example.test")
    expect(sent[0]?.headers.Language).toBe("TH")
    expect(store.state().system.status).toBe(1)
    expect(sessionStorage.map.get("token")).toBe("tok")
    expect(document.cookie).toBe("username=ana; Path=/; Max-Age=60; SameSite=Strict; Secure")
    expect(out.lang).toBe("TH")
    expect(out.now).toBeGreaterThan(1_600_000_000_000)
    expect(out.verified).toEqual({})
  })
})
