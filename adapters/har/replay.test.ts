import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatReplay } from "./formatReplay.ts"
import { replayHar } from "./replay.ts"

const exchange = (
  method: string,
  url: string,
  status: number,
  body: unknown,
  started = "2026-03-01T02:00:00.000Z",
) => ({
  startedDateTime: started,
  request: { method, url },
  response: {
    status,
    content: { mimeType: "application/json", text: typeof body === "string" ? body : JSON.stringify(body) },
  },
})

const session = {
  log: {
    entries: [
      exchange("GET", "https://p.test/wps/system/status?url=p.test", 200, {
        success: true,
        value: { maintenance: true, location: { ip: "1.2.3.4" } },
      }),
      exchange("GET", "https://p.test/js/app.js", 200, "x()"),
      { request: { method: "GET" } },
      exchange(
        "GET",
        "https://p.test/wps/member/info?",
        401,
        {
          success: false,
          errorCode: "login.not.session",
          message: "Please log in",
        },
        "2026-03-01T02:00:05.000Z",
      ),
      exchange("GET", "https://p.test/wps/system/status?", 0, ""),
      exchange("GET", "https://p.test/wps/system/whitelabel?", 200, { success: true, value: "nope" }),
    ],
  },
}

describe("replayHar: the live stream", () => {
  // A recorded stream (core/contract/api/live.ts): its events as the sandbox writes them, a heartbeat between.
  const stream = [
    "retry: 2000",
    "",
    'id: 4\ndata: {"call":"balance","value":{"sumBalance":"12.34","currencySymbol":"P"}}',
    "",
    ":",
    "",
    'id: 5\ndata: {"call":"unreadCount","value":3}',
    "",
    'data: {"call":"jackpot","value":{"amount":888900,"currency":"PHP","updatedAt":null}}',
    "",
    'id: 6\ndata: {"reload":["depositHistory"]}',
    "",
    'id: 7\ndata: {"call":"balance","value":{"sumBalance":[]}}',
    "",
    "",
  ].join("\n")
  const recorded = {
    log: {
      entries: [
        {
          startedDateTime: "2026-03-01T02:00:00.000Z",
          request: { method: "GET", url: "https://p.test/wps/member/live" },
          response: { status: 200, content: { mimeType: "text/event-stream; charset=utf-8", text: stream } },
        },
      ],
    },
  }

  it("applies each pushed answer as the polled call's answer event, in order; a reload adds none of its own", () => {
    const report = replayHar(recorded)
    expect(report.errors).toEqual([])
    expect(report.steps.map((s) => [s.endpoint, s.events.map((e) => e._tag)])).toEqual([
      ["live", ["ClockTicked", "BalanceLoaded", "UnreadCountLoaded", "JackpotLoaded", "ApiResponseRejected"]],
    ])
    expect(report.state.wallet).toMatchObject({ loaded: true, sum: 1234 })
    expect(report.state.content.jackpot).toBe(88_890_000)
    expect(report.rejected.map((r) => r.endpoint)).toEqual(["live"])
  })
})

describe("replayHar", () => {
  const report = replayHar(session)

  it("turns each exchange of the contract into its answer or failure event, after the clock", () => {
    expect(report.steps.map((s) => [s.index, s.endpoint, s.events.map((e) => e._tag)])).toEqual([
      [1, "status", ["ClockTicked", "PermissionLoaded"]],
      [4, "memberInfo", ["ClockTicked", "SessionEnded"]],
      [5, "status", ["NetworkFailed"]],
      [6, "whitelabel", ["ApiResponseRejected"]],
    ])
    expect(report.steps[1]?.events[1]).toEqual({
      _tag: "SessionEnded",
      endpoint: "memberInfo",
      errorCode: "login.not.session",
      message: "Please log in",
    })
    expect(report.steps[3]?.events[0]).toMatchObject({ endpoint: "whitelabel", path: "value" })
  })

  it("folds the events through the core and says what changed", () => {
    expect(report.state.system).toEqual({ status: 1, ip: "1.2.3.4", country: undefined })
    expect(report.state.clock.now).toBe(Date.parse("2026-03-01T02:00:05.000Z"))
    expect(report.steps[0]?.changes).toEqual(
      expect.arrayContaining([
        { path: "clock.now", before: 0, after: Date.parse("2026-03-01T02:00:00.000Z") },
        { path: "system.status", before: undefined, after: 1 },
      ]),
    )
    expect(report.events).toHaveLength(6)
  })

  it("skips exchanges outside the contract and names malformed entries", () => {
    expect(report.skipped).toEqual([{ index: 2, call: "GET /js/app.js", message: "not a call of the contract" }])
    expect(report.errors).toEqual([
      { index: 3, call: "", message: expect.stringMatching(/^malformed entry: request\.url/) },
    ])
  })

  it("stops after exchange N with `at`", () => {
    const first = replayHar(session, { at: 1 })
    expect(first.steps).toHaveLength(1)
    expect(first.skipped).toEqual([])
    expect(first.state.system.status).toBe(1)
  })

  it("prints the call, the events and the changes of each exchange", () => {
    const lines = formatReplay(report)
    expect(lines[0]).toBe("#1 GET /wps/system/status?url=p.test -> 200 (status)")
    expect(lines).toContain('   + PermissionLoaded {"value":{"maintenance":true,"location":{"ip":"1.2.3.4"}}}')
    expect(lines).toContain("      system.status: undefined -> 1")
    expect(lines).toContain("#2 GET /js/app.js skipped: not a call of the contract")
    expect(lines.some((l) => l.startsWith("#3 ERROR: malformed entry: request.url"))).toBe(true)
    expect(lines.at(-1)).toBe("4 exchanges replayed, 1 skipped, 1 errors, 1 rejected, 2 failed, 6 events")
  })

  it("reports each refused answer with the value found at its path, and each failure with its error code", () => {
    expect(report.rejected).toEqual([
      { index: 6, endpoint: "whitelabel", path: "value", message: expect.any(String), got: "nope" },
    ])
    expect(report.failed.map((f) => f.errorCode)).toContain("login.not.session")
    expect(formatReplay(report)).toContainEqual(
      expect.stringMatching(/^ {3}REJECTED #6 whitelabel @ value: .+ \(got "nope"\)$/),
    )
  })

  it("keeps the numbers an imported fixture carries from its source", () => {
    const numbered = structuredClone(session) as { log: { entries: Array<Record<string, unknown>> } }
    numbered.log.entries = numbered.log.entries.map((e, i) => ({ ...e, _exchange: 10 + i }))
    const r = replayHar(numbered)
    expect(r.steps[0]?.index).toBe(10)
    expect(r.lastIndex).toBe(10 + numbered.log.entries.length - 1)
  })

  it("reports a file that is not a HAR", () => {
    const r = replayHar({ nope: true })
    expect(r.errors).toEqual([{ index: 0, call: "", message: "not a HAR: expected { log: { entries: [...] } }" }])
    expect(formatReplay(r)[0]).toBe("file ERROR: not a HAR: expected { log: { entries: [...] } }")
  })

  it("never throws on junk input", () => {
    const junkEntry = fc.record(
      {
        startedDateTime: fc.oneof(
          fc.string(),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
        request: fc.record(
          {
            method: fc.oneof(fc.constantFrom("GET", "POST", "PUT", "DELETE", "get"), fc.anything()),
            url: fc.oneof(
              fc.constantFrom(
                "https://p.test/wps/system/status?",
                "https://p.test/wps/session/login",
                "https://p.test/wps/v2/wallets/balance?",
                "/wps/member/info",
              ),
              fc.string(),
              fc.anything(),
            ),
          },
          { requiredKeys: [] },
        ),
        response: fc.record(
          {
            status: fc.oneof(fc.constantFrom(0, 200, 401, 500, 504), fc.integer(), fc.anything()),
            headers: fc.anything(),
            content: fc.oneof(
              fc.record({ text: fc.oneof(fc.json(), fc.string()), encoding: fc.constantFrom("base64", "x") }),
              fc.record({ text: fc.json().map((j) => `{"success":true,"value":${j}}`) }),
              fc.anything(),
            ),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ log: fc.record({ entries: fc.array(junkEntry) }) })), (input) => {
        const r = replayHar(input)
        formatReplay(r)
      }),
      { numRuns: 300 },
    )
  })
})
