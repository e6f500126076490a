import { describe, expect, it } from "vitest"
import { randomKey } from "./randomKey.ts"

describe("randomKey", () => {
  it("draws 16 alphanumeric characters, different each time", () => {
    const keys = new Set(Array.from({ length: 200 }, () => randomKey()))
    expect(keys.size).toBe(200)
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9]{16}$/)
  })
  it("skips the bytes that would bias the alphabet", () => {
    let call = 0
    const bytes = (n: number) => new Uint8Array(n).fill(call++ === 0 ? 250 : 63)
    // the first draw is all rejected (250 >= 248); the second maps 63 to alphabet[1]
    expect(randomKey(4, bytes)).toBe("BBBB")
  })
})
