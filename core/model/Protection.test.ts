import * as Schema from "effect/Schema"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  changeLimit,
  protectionDayMs as dayMs,
  ExclusionRequest,
  effectiveAtOf,
  exclusionRefusalMessage,
  extendExclusion,
  fits,
  inForce,
  isExcluded,
  isStricter,
  LimitRequest,
  type LimitSetting,
  minutesBetween,
  moneyRefusalMessage,
  noLimit,
  ProtectionStatus,
  periodMs,
  RealityCheckRequest,
  raiseDelayMs,
  remainingOf,
  resetAtOf,
  sessionRefusalMessage,
  windowStart,
} from "./Protection.ts"

const t0 = Date.UTC(2026, 0, 1)

describe("Protection rules", () => {
  it("rolls its windows: 24 h, 7 x 24 h, 30 x 24 h before the instant", () => {
    expect(periodMs).toEqual({ DAY: dayMs, WEEK: 7 * dayMs, MONTH: 30 * dayMs })
    expect(windowStart("WEEK", t0)).toBe(t0 - 7 * dayMs)
    expect(resetAtOf("DAY", t0 - 3_600_000)).toBe(t0 + 23 * 3_600_000)
    expect(resetAtOf("DAY", null)).toBeNull()
  })
  it("sets and lowers at once, raises and removes 24 hours later", () => {
    const set = changeLimit(noLimit, 10_000, t0)
    expect(set).toEqual({ amount: 10_000, pending: null })
    expect(changeLimit(set, 5_000, t0)).toEqual({ amount: 5_000, pending: null })
    const raised = changeLimit(set, 20_000, t0)
    expect(raised).toEqual({ amount: 10_000, pending: { amount: 20_000, effectiveAt: t0 + raiseDelayMs } })
    expect(inForce(raised, t0 + raiseDelayMs - 1)).toBe(10_000)
    expect(inForce(raised, t0 + raiseDelayMs)).toBe(20_000)
    const removed = changeLimit(set, null, t0)
    expect(removed.amount).toBe(10_000)
    expect(inForce(removed, t0 + raiseDelayMs)).toBeNull()
    // a lowering drops the pending raise; asking for the amount in force drops it too
    expect(changeLimit(raised, 8_000, t0 + 1)).toEqual({ amount: 8_000, pending: null })
    expect(changeLimit(raised, 10_000, t0 + 1)).toEqual({ amount: 10_000, pending: null })
  })
  it("never lets a raise apply before 24 hours, whatever the sequence of changes", () => {
    const looser = (a: number | null, b: number | null) => (a === null ? b !== null : b !== null && a > b)
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.option(fc.integer({ min: 0, max: 1000 })), fc.integer({ min: 0, max: 2 * dayMs })), {
          maxLength: 20,
        }),
        fc.integer({ min: 0, max: raiseDelayMs - 1 }),
        (changes, probe) => {
          let s: LimitSetting = noLimit
          let now = t0
          for (const [to, step] of changes) {
            now += step
            const before = inForce(s, now)
            s = changeLimit(s, to, now)
            // stricter at once; otherwise never looser than before for 24 hours, and the asked amount after them
            if (isStricter(before, to)) expect(inForce(s, now)).toBe(to)
            expect(looser(inForce(s, now + probe), before)).toBe(false)
            expect(inForce(s, now + raiseDelayMs)).toBe(to)
          }
        },
      ),
      { numRuns: 200 },
    )
  })
  it("calls a change stricter only when it sets a limit or lowers one; the same amount is not stricter", () => {
    expect(isStricter(null, 0)).toBe(true)
    expect(isStricter(10_000, 9_999)).toBe(true)
    expect(isStricter(10_000, 10_000)).toBe(false)
    expect(isStricter(10_000, 10_001)).toBe(false)
    expect(isStricter(10_000, null)).toBe(false)
    expect(isStricter(null, null)).toBe(false)
  })
  it("says a change takes effect at once when it is stricter or the same, 24 hours later when it loosens", () => {
    expect(effectiveAtOf(null, 5_000, t0)).toBe(t0)
    expect(effectiveAtOf(10_000, 5_000, t0)).toBe(t0)
    expect(effectiveAtOf(10_000, 10_000, t0)).toBe(t0)
    expect(effectiveAtOf(null, null, t0)).toBe(t0)
    expect(effectiveAtOf(5_000, 10_000, t0)).toBe(t0 + 24 * 3_600_000)
    expect(effectiveAtOf(5_000, null, t0)).toBe(t0 + 24 * 3_600_000)
  })
  it("fits a movement only within what remains", () => {
    expect(fits(null, 1e9, 1)).toBe(true)
    expect(fits(100, 60, 40)).toBe(true)
    expect(fits(100, 60, 41)).toBe(false)
    expect(fits(0, 0, 1)).toBe(false)
    expect(remainingOf(100, 160)).toBe(0)
    expect(minutesBetween(t0, t0 + 119_999)).toBe(1)
  })
  it("only lengthens an exclusion", () => {
    const first = extendExclusion(null, { kind: "COOL_OFF", days: 7 }, t0)
    expect(first).toEqual({ kind: "COOL_OFF", until: t0 + 7 * dayMs })
    expect(extendExclusion(first ?? null, { kind: "COOL_OFF", days: 1 }, t0 + 1)).toBeUndefined()
    expect(extendExclusion(first ?? null, { kind: "SELF_EXCLUSION", days: 183 }, t0 + 1)).toEqual({
      kind: "SELF_EXCLUSION",
      until: t0 + 1 + 183 * dayMs,
    })
    // one ending exactly when the one in force ends does not replace it (its kind would change for nothing)
    expect(extendExclusion(first ?? null, { kind: "SELF_EXCLUSION", days: 6 }, t0 + dayMs)).toBeUndefined()
    expect(isExcluded(null, t0)).toBe(false)
    // an ended exclusion does not hold a new one back
    expect(extendExclusion(first ?? null, { kind: "COOL_OFF", days: 1 }, t0 + 8 * dayMs)).toBeDefined()
    expect(isExcluded(first ?? null, t0 + 7 * dayMs - 1)).toBe(true)
    expect(isExcluded(first ?? null, t0 + 7 * dayMs)).toBe(false)
  })
  it("names the limit, what remains and the reset in a refusal; the end date in an exclusion", () => {
    expect(moneyRefusalMessage("DEPOSIT", "DAY", 10_000, 7_550, t0)).toBe(
      "Deposit limit reached: 24-hour limit 100.00, remaining 24.50, resets at 01/01/2026 08:00:00 GMT+8",
    )
    expect(moneyRefusalMessage("LOSS", "WEEK", 0, 0, null)).toBe(
      "Loss limit reached: 7-day limit 0.00, remaining 0.00, does not reset while the limit stays at zero",
    )
    expect(moneyRefusalMessage("WAGER", "MONTH", 5_000, 6_000, t0)).toBe(
      "Wager limit reached: 30-day limit 50.00, remaining 0.00, resets at 01/01/2026 08:00:00 GMT+8",
    )
    expect(sessionRefusalMessage(60, 45, t0)).toBe(
      "Session time limit reached: 60 minutes in 24 hours, remaining 15 minutes, resets at 01/01/2026 08:00:00 GMT+8",
    )
    expect(sessionRefusalMessage(60, 75, null)).toBe(
      "Session time limit reached: 60 minutes in 24 hours, remaining 0 minutes, does not reset",
    )
    expect(exclusionRefusalMessage({ kind: "COOL_OFF", until: t0 })).toBe(
      "Account in cool-off until 01/01/2026 08:00:00 GMT+8",
    )
    // A game shows the message as sent: the brand's one date format (DD/MM/YYYY in GMT+8), never ISO 8601.
    expect(exclusionRefusalMessage({ kind: "SELF_EXCLUSION", until: t0 })).toBe(
      "Account self-excluded until 01/01/2026 08:00:00 GMT+8",
    )
  })
})

describe("Protection schemas", () => {
  const limit = Schema.decodeUnknownSync(LimitRequest)
  it("validates a limit request by its kind", () => {
    expect(limit({ kind: "DEPOSIT", period: "DAY", amount: 100 })).toEqual({
      kind: "DEPOSIT",
      period: "DAY",
      amount: 10_000,
    })
    expect(limit({ kind: "LOSS", period: "MONTH", amount: null }).amount).toBeNull()
    expect(limit({ kind: "SESSION", period: null, amount: 90 }).amount).toBe(90)
    expect(() => limit({ kind: "DEPOSIT", period: "YEAR", amount: 1 })).toThrow()
    expect(() => limit({ kind: "DEPOSIT", period: "DAY", amount: -1 })).toThrow()
    expect(() => limit({ kind: "DEPOSIT", period: "DAY", amount: 0.001 })).toThrow()
    expect(() => limit({ kind: "SESSION", period: null, amount: 0 })).toThrow()
    expect(() => limit({ kind: "SESSION", period: null, amount: 1.5 })).toThrow()
  })
  it("offers only the allowed reality checks and exclusion lengths", () => {
    const rc = Schema.decodeUnknownSync(RealityCheckRequest)
    expect(rc({ minutes: 30 }).minutes).toBe(30)
    expect(rc({ minutes: null }).minutes).toBeNull()
    expect(() => rc({ minutes: 20 })).toThrow()
    const ex = Schema.decodeUnknownSync(ExclusionRequest)
    expect(ex({ kind: "SELF_EXCLUSION", days: 1826, password: "x" }).days).toBe(1826)
    expect(() => ex({ kind: "SELF_EXCLUSION", days: 30, password: "x" })).toThrow()
    expect(() => ex({ kind: "COOL_OFF", days: 183, password: "x" })).toThrow()
  })
  it("decodes the status with money and session limits", () => {
    const s = Schema.decodeUnknownSync(ProtectionStatus)({
      limits: [
        { kind: "DEPOSIT", period: "DAY", amount: 100, used: 25.5, remaining: 74.5, pending: null },
        {
          kind: "SESSION",
          period: null,
          amount: 60,
          used: 10,
          remaining: 50,
          pending: { amount: null, effectiveAt: t0 },
        },
      ],
      realityCheckMinutes: null,
      exclusion: null,
      lastLogin: { at: t0, ip: "10.0.0.1" },
    })
    expect(s.limits[0]?.used).toBe(2550)
    expect(s.limits[1]?.amount).toBe(60)
  })
})
