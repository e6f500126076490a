import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { localKeys, sessionKeys } from "../../core/model/StorageKeys.ts"
import { make, type StorageLike } from "./webStorage.ts"

/** A Web Storage stand-in over a Map. */
const fakeStorage = (): StorageLike & { readonly map: Map<string, string> } => {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  }
}

const broken: StorageLike = {
  getItem: () => {
    throw new Error("SecurityError")
  },
  setItem: () => {
    throw new Error("QuotaExceededError")
  },
  removeItem: () => {
    throw new Error("SecurityError")
  },
}

describe("web storage ports", () => {
  it("stores under the spec's own key names", async () => {
    const storage = fakeStorage()
    const session = make(storage, sessionKeys)
    await Effect.runPromise(session.set("token", "t-1"))
    await Effect.runPromise(session.set("merchantCode", "wic11f3"))
    expect([...storage.map]).toEqual([
      ["token", "t-1"],
      ["merchantCode", "wic11f3"],
    ])
    expect(await Effect.runPromise(session.get("token"))).toBe("t-1")
    expect(await Effect.runPromise(session.get("account"))).toBeUndefined()
  })

  it("lists and clears only the portal's keys, leaving the shell's own entries", async () => {
    const storage = fakeStorage()
    storage.map.set("shell.theme", "dark")
    const local = make(storage, localKeys)
    await Effect.runPromise(local.set("hisLang", "EN"))
    expect(await Effect.runPromise(local.entries)).toEqual([["hisLang", "EN"]])
    await Effect.runPromise(local.clear)
    expect([...storage.map]).toEqual([["shell.theme", "dark"]])
  })

  it("reads a refused or absent storage as empty and ignores writes", async () => {
    for (const storage of [broken, undefined]) {
      const session = make(storage, sessionKeys)
      await Effect.runPromise(session.set("token", "x"))
      expect(await Effect.runPromise(session.get("token"))).toBeUndefined()
      expect(await Effect.runPromise(session.entries)).toEqual([])
      await Effect.runPromise(session.clear)
    }
  })
})
