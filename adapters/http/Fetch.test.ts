import { describe, expect, it } from "vitest"
import { globalFetch, joinUrl } from "./Fetch.ts"

describe("joinUrl", () => {
  it("joins a base and an absolute path without doubling the slash; an empty base stays same-origin", () => {
    expect(joinUrl("https://api.test/", "/wps/x")).toBe("https://api.test/wps/x")
    expect(joinUrl("https://api.test//", "/wps/x")).toBe("https://api.test/wps/x")
    expect(joinUrl("", "/wps/x?")).toBe("/wps/x?")
  })
})

describe("globalFetch", () => {
  it("calls the global fetch unbound-safe, at call time", async () => {
    const original = globalThis.fetch
    const seen: Array<string> = []
    globalThis.fetch = (async (url: string) => {
      seen.push(url)
      return new Response("ok")
    }) as typeof fetch
    try {
      expect(await (await globalFetch("https://x.test/a")).text()).toBe("ok")
      expect(seen).toEqual(["https://x.test/a"])
    } finally {
      globalThis.fetch = original
    }
  })
})
