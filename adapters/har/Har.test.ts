import { describe, expect, it } from "vitest"
import { headerValue, readHar } from "./Har.ts"

describe("readHar", () => {
  it("reads each entry on its own and names the bad field of a malformed one", () => {
    const read = readHar({
      log: {
        entries: [
          { request: { method: "GET", url: "https://p.test/x" }, response: { status: 200 } },
          { request: { method: "GET" }, response: { status: 200 } },
          "junk",
          { request: { method: "GET", url: "u" }, response: { status: "200" } },
        ],
      },
    })
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.entries[0]?.entry?.request.url).toBe("https://p.test/x")
    expect(read.entries[1]).toEqual({ index: 2, error: expect.stringMatching(/^malformed entry: request\.url: /) })
    expect(read.entries[2]).toEqual({ index: 3, error: expect.stringMatching(/^malformed entry: not an object: /) })
    expect(read.entries[3]?.error).toMatch(/^malformed entry: response\.status: /)
  })
  it("says when the whole thing is not a HAR", () => {
    for (const input of [null, 1, "x", {}, { log: {} }, { log: { entries: {} } }]) {
      expect(readHar(input)).toEqual({ ok: false, message: "not a HAR: expected { log: { entries: [...] } }" })
    }
  })
})

describe("headerValue", () => {
  it("finds a header whatever its case", () => {
    expect(headerValue([{ name: "Content-Type", value: "a" }], "content-type")).toBe("a")
    expect(headerValue(undefined, "x")).toBeUndefined()
  })
})
