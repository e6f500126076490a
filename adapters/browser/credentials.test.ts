import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { type CredentialsHost, getPassword, isSupported, storePassword } from "./credentials.ts"

class FakePasswordCredential {
  constructor(readonly data: { id: string; password: string; name?: string }) {}
}

const browser = () => {
  const stored: Array<unknown> = []
  const h: CredentialsHost = {
    PasswordCredential: FakePasswordCredential,
    navigator: {
      credentials: {
        store: async (c) => void stored.push(c),
        get: async () => ({ id: "ana", password: "pw-1", type: "password" }),
      },
    },
  }
  return { h, stored }
}

describe("credentials", () => {
  it("hands the password to the browser's password manager and gets it back", async () => {
    const { h, stored } = browser()
    expect(isSupported(h)).toBe(true)
    expect(await Effect.runPromise(storePassword("ana", "pw-1", h))).toBe(true)
    expect(stored).toEqual([new FakePasswordCredential({ id: "ana", password: "pw-1", name: "ana" })])
    expect(await Effect.runPromise(getPassword(h))).toEqual({ id: "ana", password: "pw-1" })
  })
  it("does nothing where the API is missing or refuses", async () => {
    expect(isSupported({})).toBe(false)
    expect(await Effect.runPromise(storePassword("ana", "pw", {}))).toBe(false)
    expect(await Effect.runPromise(getPassword({}))).toBeUndefined()
    const refusing: CredentialsHost = {
      PasswordCredential: FakePasswordCredential,
      navigator: {
        credentials: {
          store: () => Promise.reject(new Error("NotAllowedError")),
          get: () => Promise.reject(new Error("NotAllowedError")),
        },
      },
    }
    expect(await Effect.runPromise(storePassword("ana", "pw", refusing))).toBe(false)
    expect(await Effect.runPromise(getPassword(refusing))).toBeUndefined()
  })
})
