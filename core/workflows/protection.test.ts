import { describe, expect, it } from "vitest"
import {
  exclusionInForce,
  lastLoginNotice,
  limitRows,
  nextRealityCheckAt,
  realityCheckDue,
} from "../projections/protection.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import {
  continueSession,
  dismissLastLogin,
  exclude,
  loadProtection,
  loadProtectionHistory,
  loadProtectionSession,
  setLimit,
  setRealityCheck,
} from "./protection.ts"
import { ok, refused } from "./testRuntime.ts"

const t0 = Date.UTC(2026, 10, 26, 12)
const minute = 60_000

const status = (over: Record<string, unknown> = {}) => ({
  limits: [
    { kind: "DEPOSIT", period: "DAY", amount: 100, used: 25.5, remaining: 74.5, pending: null },
    {
      kind: "SESSION",
      period: null,
      amount: 120,
      used: 30,
      remaining: 90,
      pending: { amount: null, effectiveAt: t0 + 86_400_000 },
    },
  ],
  realityCheckMinutes: null,
  exclusion: null,
  lastLogin: { at: t0 - 86_400_000, ip: "203.0.113.7" },
  ...over,
})

const runtime = (answers: Record<string, unknown>) => {
  const rt = memberRuntime(memberState(), { now: t0, answers: answers as never })
  rt.store.dispatch({ _tag: "ClockTicked", now: t0 })
  return rt
}

describe("protection workflows", () => {
  it("loads the limits: every kind and window is a row, set ones with their use and a pending change", async () => {
    const rt = runtime({ protection: ok(status()) })
    await rt.run(loadProtection)
    expect(rt.called()).toEqual(["protection"])
    const rows = limitRows(rt.store.state())
    expect(rows).toHaveLength(10)
    expect(rows[0]).toEqual({
      kind: "DEPOSIT",
      period: "DAY",
      unit: "money",
      amount: 10_000,
      used: 2_550,
      remaining: 7_450,
      pending: null,
    })
    expect(rows.find((r) => r.kind === "LOSS" && r.period === "WEEK")?.amount).toBeNull()
    expect(rows.at(-1)).toMatchObject({
      kind: "SESSION",
      period: null,
      unit: "minutes",
      amount: 120,
      pending: { amount: null },
    })
  })

  it("sets a money limit in major units on the wire, and removes the session limit with amount null", async () => {
    const rt = runtime({ protectionLimit: ok(status()) })
    await rt.run(setLimit({ kind: "DEPOSIT", period: "WEEK", amount: 5_000 }))
    await rt.run(setLimit({ kind: "SESSION", period: null, amount: null }))
    expect(rt.requests.map((r) => r.body)).toEqual([
      { kind: "DEPOSIT", period: "WEEK", amount: 50 },
      { kind: "SESSION", amount: null },
    ])
    expect(rt.store.state().protection.status?.limits).toHaveLength(2)
  })

  it("refuses a malformed limit before any call", async () => {
    const rt = runtime({})
    const exit = await rt.run(setLimit({ kind: "SESSION", period: null, amount: 0 }))
    expect(exit._tag).toBe("Failure")
    const wrongWindow = await rt.run(setLimit({ kind: "DEPOSIT", period: null, amount: 100 }))
    expect(wrongWindow._tag).toBe("Failure")
    expect(rt.called()).toEqual([])
  })

  it("sets the reality check to an offered interval only", async () => {
    const rt = runtime({ protectionRealityCheck: ok(status({ realityCheckMinutes: 30 })) })
    expect((await rt.run(setRealityCheck(20)))._tag).toBe("Failure")
    await rt.run(setRealityCheck(30))
    expect(rt.requests.map((r) => r.body)).toEqual([{ minutes: 30 }])
    expect(rt.store.state().protection.status?.realityCheckMinutes).toBe(30)
  })

  it("loads the histories of logins and limit changes", async () => {
    const history = {
      logins: [{ at: t0, ip: "203.0.113.7" }],
      limitChanges: [{ at: t0, kind: "DEPOSIT", period: "DAY", from: null, to: 10_000, effectiveAt: t0 }],
    }
    const rt = runtime({ protectionHistory: ok(history) })
    await rt.run(loadProtectionHistory)
    expect(rt.store.state().protection.history).toEqual(history)
  })

  it("excludes with the password in the call only, then ends the portal's session and says so", async () => {
    const rt = runtime({
      protectionExclusion: ok({ kind: "SELF_EXCLUSION", until: t0 + 183 * 86_400_000 }),
      logout: refused(401, "session_invalid", "Session expired"),
    })
    rt.session.set("token", "tok")
    const exit = await rt.run(exclude({ kind: "SELF_EXCLUSION", days: 183, password: "Secret12" }))
    expect(exit._tag === "Failure" ? String(exit.cause) : exit._tag).toBe("Success")
    expect(rt.requests.find((r) => r.endpoint.name === "protectionExclusion")?.body).toEqual({
      kind: "SELF_EXCLUSION",
      days: 183,
      password: "Secret12",
    })
    const s = rt.store.state()
    expect(s.session.loggedIn).toBe(false)
    expect(rt.session.get("token")).toBeUndefined()
    expect(s.modals.dialog).toEqual({ kind: "info", key: "account_excluded_now", message: "" })
    expect(JSON.stringify(rt.store.log())).not.toContain("Secret12")
  })

  it("refuses an exclusion length not offered, or without the password, before any call", async () => {
    const rt = runtime({})
    expect((await rt.run(exclude({ kind: "SELF_EXCLUSION", days: 30, password: "x" })))._tag).toBe("Failure")
    expect((await rt.run(exclude({ kind: "COOL_OFF", days: 7, password: "" })))._tag).toBe("Failure")
    expect(rt.called()).toEqual([])
  })

  it("keeps a protection refusal's particulars as a typed failure", async () => {
    const rt = runtime({
      protectionLimit: refused(403, "account_excluded", "Account self-excluded until ...", {
        kind: "SELF_EXCLUSION",
        until: t0 + 1000,
      }),
    })
    await rt.run(setLimit({ kind: "DEPOSIT", period: "DAY", amount: 1 }))
    expect(rt.store.state().protection.error).toEqual({
      errorCode: "account_excluded",
      message: "Account self-excluded until ...",
      protection: { _tag: "AccountExcluded", kind: "SELF_EXCLUSION", until: t0 + 1000 },
    })
  })
})

describe("reality check", () => {
  const session = (startedAt: number, minutes: number) => ({ startedAt, minutes, wagered: 12.5, net: -3 })

  it("counts from the login, not from the page: due at each whole interval after the one last answered", async () => {
    // Logged in 20 minutes ago; the page opens now with a 15-minute interval.
    const rt = runtime({
      protection: ok(status({ realityCheckMinutes: 15 })),
      protectionSession: ok(session(t0 - 20 * minute, 20)),
    })
    await rt.run(loadProtection)
    await rt.run(loadProtectionSession)
    // The page started watching 20 minutes in: the check at 15 minutes is not owed, the one at 30 is.
    expect(realityCheckDue(rt.store.state())).toBeUndefined()
    expect(nextRealityCheckAt(rt.store.state())).toBe(t0 + 10 * minute)
    rt.store.dispatch({ _tag: "ClockTicked", now: t0 + 10 * minute - 1 })
    expect(realityCheckDue(rt.store.state())).toBeUndefined()
    rt.store.dispatch({ _tag: "ClockTicked", now: t0 + 10 * minute })
    expect(realityCheckDue(rt.store.state())).toEqual({
      elapsed: 30 * minute,
      minutes: 30,
      startedAt: t0 - 20 * minute,
      wagered: 1_250,
      net: -300,
    })
    await rt.run(continueSession(30 * minute))
    expect(realityCheckDue(rt.store.state())).toBeUndefined()
    expect(nextRealityCheckAt(rt.store.state())).toBe(t0 + 25 * minute)
    rt.store.dispatch({ _tag: "ClockTicked", now: t0 + 26 * minute })
    expect(realityCheckDue(rt.store.state())?.elapsed).toBe(45 * minute)
  })

  it("reads the platform's clock when the portal's is far off", async () => {
    // The platform says 16 whole minutes since a login the portal's clock puts 1 minute ago.
    const rt = runtime({
      protection: ok(status({ realityCheckMinutes: 15 })),
      protectionSession: [ok(session(t0 - minute, 1)), ok(session(t0 - minute, 16))],
    })
    await rt.run(loadProtection)
    await rt.run(loadProtectionSession)
    expect(realityCheckDue(rt.store.state())).toBeUndefined()
    await rt.run(loadProtectionSession)
    expect(realityCheckDue(rt.store.state())?.elapsed).toBe(15 * minute)
  })

  it("is never due when off, and a newly chosen interval counts from the choice", async () => {
    const rt = runtime({
      protection: ok(status()),
      protectionSession: ok(session(t0 - 40 * minute, 40)),
      protectionRealityCheck: ok(status({ realityCheckMinutes: 15 })),
    })
    await rt.run(loadProtection)
    await rt.run(loadProtectionSession)
    expect(realityCheckDue(rt.store.state())).toBeUndefined()
    await rt.run(setRealityCheck(15))
    expect(realityCheckDue(rt.store.state())).toBeUndefined()
    rt.store.dispatch({ _tag: "ClockTicked", now: t0 + 5 * minute })
    expect(realityCheckDue(rt.store.state())?.elapsed).toBe(45 * minute)
  })
})

describe("previous login and exclusion", () => {
  it("shows the previous login after a login until dismissed, and forgets everything on logout", async () => {
    const rt = runtime({ protection: ok(status()), logout: ok() })
    rt.store.dispatch({ _tag: "LoginSucceeded", value: { token: "t" } } as never)
    rt.store.dispatch({ _tag: "MemberInfoLoaded", value: { account: "alice", type: 0 } } as never)
    await rt.run(loadProtection)
    expect(lastLoginNotice(rt.store.state())).toEqual({ at: t0 - 86_400_000, ip: "203.0.113.7" })
    await rt.run(dismissLastLogin)
    expect(lastLoginNotice(rt.store.state())).toBeUndefined()
    rt.store.dispatch({ _tag: "LoggedOut", value: undefined } as never)
    expect(rt.store.state().protection.status).toBeUndefined()
  })

  it("an exclusion is in force until its end", async () => {
    const rt = runtime({ protection: ok(status({ exclusion: { kind: "COOL_OFF", until: t0 + 1000 } })) })
    await rt.run(loadProtection)
    expect(exclusionInForce(rt.store.state())).toEqual({ kind: "COOL_OFF", until: t0 + 1000 })
    rt.store.dispatch({ _tag: "ClockTicked", now: t0 + 1000 })
    expect(exclusionInForce(rt.store.state())).toBeUndefined()
  })
})
