import { beforeAll, describe, expect, it } from "vitest"
import { loadAreas, setLanguage } from "../i18n/i18n.ts"
import { translator } from "../i18n/useT.ts"
import { protectionRefusalText } from "./refusalText.ts"

const at = Date.UTC(2026, 10, 27, 4)

describe("a protection refusal's text", () => {
  beforeAll(async () => {
    await setLanguage("en")
    await loadAreas(["protection"])
  })

  it("names the limit, its window, what remains and when it resets", () => {
    const t = translator("protection")
    expect(
      protectionRefusalText(t, {
        _tag: "LimitExceeded",
        kind: "LOSS",
        period: "WEEK",
        limit: 50_000,
        remaining: 1_250,
        resetAt: at,
      }),
    ).toBe("Loss limit of 500.00 per 7 days exceeded: 12.50 remains, more from 27/11/2026 12:00:00.")
    expect(
      protectionRefusalText(t, {
        _tag: "LimitExceeded",
        kind: "DEPOSIT",
        period: "DAY",
        limit: 0,
        remaining: 0,
        resetAt: null,
      }),
    ).toBe("Deposit limit of 0.00 per 24 hours exceeded: 0.00 remains.")
  })

  it("says when a login is possible again after the session-time limit, and an exclusion's end", () => {
    const t = translator("protection")
    expect(protectionRefusalText(t, { _tag: "SessionLimitReached", limit: 90, remaining: 0, resetAt: at })).toBe(
      "Session time limit of 90 minutes a day reached: you can log in again from 27/11/2026 12:00:00.",
    )
    expect(protectionRefusalText(t, { _tag: "AccountExcluded", kind: "COOL_OFF", until: at })).toBe(
      "Your account is in cool-off until 27/11/2026 12:00:00.",
    )
  })

  it("is said in the member's language", async () => {
    await setLanguage("ja")
    await loadAreas(["protection"])
    const t = translator("protection")
    expect(protectionRefusalText(t, { _tag: "AccountExcluded", kind: "SELF_EXCLUSION", until: at })).toBe(
      "お客様のアカウントは 27/11/2026 12:00:00 まで自己排除中です。",
    )
    await setLanguage("en")
  })
})
