import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import type { LocalKey, SessionKey } from "../../core/model/StorageKeys.ts"
import { Clock, makeMemory as clockMemory } from "../../core/ports/Clock.ts"
import { Cookies, makeMemory as cookiesMemory } from "../../core/ports/Cookies.ts"
import { Encryptor, memory as encryptorMemory } from "../../core/ports/Encryptor.ts"
import { Ids, makeMemory as idsMemory } from "../../core/ports/Ids.ts"
import { LocalStore, makeMemory, SessionStore } from "../../core/ports/KeyValue.ts"
import { Platform, makeMemory as platformMemory } from "../../core/ports/Platform.ts"
import { Verifier, makeMemory as verifierMemory } from "../../core/ports/Verifier.ts"
import { EventLog } from "../../core/store/EventLog.ts"
import * as Store from "../../core/store/Store.ts"
import { layerOf } from "./Runtime.ts"

describe("layerOf", () => {
  it("provides every port and the event log over the store, each bound to its part", async () => {
    const store = Store.make()
    const platform = platformMemory(() => ({ status: 200, body: { success: true, value: {} } }))
    const session = makeMemory<SessionKey>()
    const layer = layerOf({
      store,
      platform,
      session,
      local: makeMemory<LocalKey>(),
      cookies: cookiesMemory(),
      clock: clockMemory(77),
      encryptor: encryptorMemory,
      verifier: verifierMemory(),
      ids: idsMemory("t"),
    })
    const got = await Effect.runPromise(
      Effect.gen(function* () {
        yield* EventLog.use((l) => l.emit({ _tag: "ClockTicked", now: 1 }))
        return {
          platform: yield* Platform.use(Effect.succeed),
          session: yield* SessionStore.use(Effect.succeed),
          local: yield* LocalStore.use(Effect.succeed),
          cookies: yield* Cookies.use(Effect.succeed),
          now: yield* Clock.use((c) => c.now),
          encryptor: yield* Encryptor.use(Effect.succeed),
          verifier: yield* Verifier.use(Effect.succeed),
          id: yield* Ids.use((i) => i.next),
        }
      }).pipe(Effect.provide(layer)),
    )
    expect(got.platform).toBe(platform)
    expect(got.session).toBe(session)
    expect(got.now).toBe(77)
    expect(got.id).toBe("t-1")
    expect(got.encryptor).toBe(encryptorMemory)
    expect(store.state().clock.now).toBe(1)
  })
})
