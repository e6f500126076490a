import { describe, expect, it } from "vitest"
import { noticeTime } from "./noticeTime.ts"

describe("noticeTime", () => {
  it("keeps the platform's text as sent", () => {
    expect(noticeTime(" 2024-03-05 09:08:07 ")).toBe("2024-03-05 09:08:07")
  })

  it("writes epoch milliseconds as yyyy-MM-dd HH:mm:ss in GMT+8, whatever the machine's zone", () => {
    // 2024-03-04T17:08:07Z is 2024-03-05 01:08:07 in GMT+8.
    expect(noticeTime(Date.UTC(2024, 2, 4, 17, 8, 7))).toBe("2024-03-05 01:08:07")
  })

  it("shows nothing for a missing or broken time", () => {
    expect(noticeTime(undefined)).toBe("")
    expect(noticeTime(null)).toBe("")
    expect(noticeTime(Number.NaN)).toBe("")
  })
})
