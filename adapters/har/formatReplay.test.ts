import { describe, expect, it } from "vitest"
import { initialState } from "../../core/state/State.ts"
import { formatReplay, rejectionLine, summary } from "./formatReplay.ts"

describe("summary", () => {
  it("prints short values as JSON and shortens long ones", () => {
    expect(summary(undefined)).toBe("undefined")
    expect(summary({ a: 1 })).toBe('{"a":1}')
    expect(summary(Array.from({ length: 50 }, (_, i) => i))).toBe("[50 items]")
    expect(summary(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`key${i}`, i])))).toBe(
      "{key0, key1, key2, key3, key4, key5, … 24 more}",
    )
    expect(summary("x".repeat(200))).toHaveLength(80)
  })
})

describe("formatReplay", () => {
  it("orders steps and notes by exchange and ends with a summary", () => {
    const lines = formatReplay({
      steps: [
        {
          index: 2,
          call: "GET /wps/system/status?",
          endpoint: "status",
          status: 200,
          events: [{ _tag: "ClockTicked", now: 5 }],
          changes: [],
        },
      ],
      skipped: [{ index: 1, call: "GET /a.js", message: "not a call of the contract" }],
      errors: [{ index: 3, call: "", message: "malformed entry: request.url: bad" }],
      rejected: [],
      failed: [],
      lastIndex: 3,
      state: initialState,
      events: [{ _tag: "ClockTicked", now: 5 }],
    })
    expect(lines).toEqual([
      "#1 GET /a.js skipped: not a call of the contract",
      "#2 GET /wps/system/status? -> 200 (status)",
      '   + ClockTicked {"now":5}',
      "      (no change in state)",
      "#3 ERROR: malformed entry: request.url: bad",
      "1 exchanges replayed, 1 skipped, 1 errors, 0 rejected, 0 failed, 1 events",
    ])
  })
})

describe("formatReplay of refused answers and failed calls", () => {
  it("prints each rejection with the endpoint, the path, the message and the value found, and each failure's code", () => {
    const lines = formatReplay({
      steps: [{ index: 7, call: "GET /wps/member/balance", endpoint: "balance", status: 200, events: [], changes: [] }],
      skipped: [],
      errors: [],
      rejected: [
        { index: 7, endpoint: "balance", path: "value.sumBalance", message: "Expected number\nmore", got: "12x" },
      ],
      failed: [{ index: 7, endpoint: "balance", status: 400, errorCode: "member_locked", message: "Locked" }],
      lastIndex: 7,
      state: initialState,
      events: [],
    })
    expect(lines).toContain('   REJECTED #7 balance @ value.sumBalance: Expected number (got "12x")')
    expect(lines).toContain("  #7 balance failed: member_locked Locked (status 400)")
    expect(lines.at(-1)).toBe("1 exchanges replayed, 0 skipped, 0 errors, 1 rejected, 1 failed, 0 events")
  })
})

describe("rejectionLine", () => {
  it("says the value found once: not again when the message already says what it got", () => {
    const amount = { index: 3, endpoint: "balance", path: "value.sumBalance", got: "lots" } as const
    expect(rejectionLine({ ...amount, message: 'expected an amount, got "lots"' })).toBe(
      '#3 balance @ value.sumBalance: expected an amount, got "lots"',
    )
    expect(rejectionLine({ ...amount, message: "Expected number" })).toBe(
      '#3 balance @ value.sumBalance: Expected number (got "lots")',
    )
  })
})
