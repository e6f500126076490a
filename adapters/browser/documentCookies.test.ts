import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { rememberSeconds } from "../../core/model/StorageKeys.ts"
import { type CookieJar, make, readCookie } from "./documentCookies.ts"

/** A `document.cookie` stand-in: writes are recorded, reads give `name=value` pairs as a browser would. */
const fakeDocument = () => {
  const writes: Array<string> = []
  const values = new Map<string, string>()
  const jar: CookieJar = {
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join("; ")
    },
    set cookie(text: string) {
      writes.push(text)
      const [pair = "", ...attrs] = text.split("; ")
      const [name = "", value = ""] = pair.split("=")
      if (attrs.includes("Max-Age=0")) values.delete(name)
      else values.set(name, value)
    },
  }
  return { jar, writes }
}

describe("document cookies", () => {
  it("sets Path, Max-Age, SameSite=Strict and Secure on https", async () => {
    const { jar, writes } = fakeDocument()
    const cookies = make(jar, { secure: true })
    await Effect.runPromise(cookies.set("username", "ana maria", rememberSeconds))
    expect(writes).toEqual(["username=ana%20maria; Path=/; Max-Age=86400; SameSite=Strict; Secure"])
    expect(await Effect.runPromise(cookies.get("username"))).toBe("ana maria")
  })

  it("leaves out Secure on http and Max-Age for a session cookie", async () => {
    const { jar, writes } = fakeDocument()
    await Effect.runPromise(make(jar, { secure: false }).set("remember", "1"))
    expect(writes).toEqual(["remember=1; Path=/; SameSite=Strict"])
  })

  it("removes with Max-Age=0", async () => {
    const { jar, writes } = fakeDocument()
    const cookies = make(jar, { secure: true })
    await Effect.runPromise(cookies.set("mobileNum", "0917", rememberSeconds))
    await Effect.runPromise(cookies.remove("mobileNum"))
    expect(writes[1]).toBe("mobileNum=; Path=/; Max-Age=0; SameSite=Strict; Secure")
    expect(await Effect.runPromise(cookies.get("mobileNum"))).toBeUndefined()
  })

  it("reads one cookie among others, tolerating bad escapes", () => {
    expect(readCookie("a=1; username=x%20y; b=2", "username")).toBe("x y")
    expect(readCookie("usernameX=1; username=%E0%A4%A", "username")).toBe("%E0%A4%A")
    expect(readCookie("", "username")).toBeUndefined()
  })
})
