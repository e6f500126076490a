import * as Schema from "effect/Schema"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { wireTimeMs } from "../projections/lotteryBoard.ts"
import { epochOf, WireTime, wireDateText, wireTimeText } from "./WireTime.ts"

describe("WireTime", () => {
  it("keeps text and epoch times as sent; only numbers are epochs", () => {
    expect(Schema.decodeUnknownSync(WireTime)("2024-03-01 10:00:00")).toBe("2024-03-01 10:00:00")
    expect(epochOf(1714550400000)).toBe(1714550400000)
    expect(epochOf("2024-03-01 10:00:00")).toBeUndefined()
    expect(() => Schema.decodeUnknownSync(WireTime)({})).toThrow()
  })

  it("writes an instant as the platform's text in GMT+8", () => {
    // 2024-02-29 16:30:05 UTC is 2024-03-01 00:30:05 in GMT+8.
    const at = Date.UTC(2024, 1, 29, 16, 30, 5)
    expect(wireTimeText(at)).toBe("2024-03-01 00:30:05")
    expect(wireDateText(at)).toBe("2024-03-01")
    expect(wireDateText(at, "")).toBe("20240301")
  })
  it("reads back what it writes, to the second", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(wireTimeMs(wireTimeText(ms))).toBe(ms - (ms % 1000))
      }),
    )
  })
})
