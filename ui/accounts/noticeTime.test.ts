import { describe, expect, it } from "vitest"
import { noticeTime } from "./noticeTime.ts"

describe("noticeTime", () => {
  it("writes the platform's yyyy-MM-dd text in the brand's one format", () => {
    expect(noticeTime(" 2024-03-05 09:08:07 ")).toBe("05/03/2024 09:08:07")
  })

  it("writes epoch milliseconds as DD/MM/YYYY HH:mm:ss in GMT+8, whatever the machine's zone", () => {
    // 2024-03-04T17:08:07Z is 5 March 2024, 01:08:07 in GMT+8.
    expect(noticeTime(Date.UTC(2024, 2, 4, 17, 8, 7))).toBe("05/03/2024 01:08:07")
  })

  it("shows nothing for a missing or broken time", () => {
    expect(noticeTime(undefined)).toBe("")
    expect(noticeTime(null)).toBe("")
    expect(noticeTime(Number.NaN)).toBe("")
  })
})
