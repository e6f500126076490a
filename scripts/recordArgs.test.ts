import { describe, expect, it } from "vitest"
import { answeredEntries, parseRecordArgs } from "./recordArgs.ts"

describe("npm run record's command line", () => {
  it("takes the URL, the output, the login and the flow", () => {
    expect(
      parseRecordArgs(["http://127.0.0.1:8080", "out.har", "--user", "player01", "--password", "pw"], false),
    ).toEqual({
      url: "http://127.0.0.1:8080",
      out: "out.har",
      user: "player01",
      password: "pw",
      script: undefined,
      headed: false,
    })
    expect(parseRecordArgs(["https://a.test/", "o.har", "--script", "flow.ts"], true)).toMatchObject({
      script: "flow.ts",
      headed: false,
    })
  })
  it("opens a window to browse in when a display exists and no flow is given, or when asked", () => {
    expect(parseRecordArgs(["http://a.test", "o.har"], true)).toMatchObject({ headed: true })
    expect(parseRecordArgs(["http://a.test", "o.har"], false)).toMatchObject({ headed: false })
    expect(parseRecordArgs(["http://a.test", "o.har", "--headed"], false)).toMatchObject({ headed: true })
  })
  it("refuses a wrong command line", () => {
    expect(parseRecordArgs(["http://a.test"], false)).toMatch(/output file/)
    expect(parseRecordArgs(["file:///etc/passwd", "o.har"], false)).toMatch(/not an http/)
    expect(parseRecordArgs(["http://a.test", "o.har", "--user", "u"], false)).toMatch(/go together/)
    expect(parseRecordArgs(["http://a.test", "o.har", "--script"], false)).toMatch(/needs a value/)
    expect(parseRecordArgs(["http://a.test", "o.har", "--fast"], false)).toMatch(/unknown option/)
  })
})

describe("a recording's unanswered calls", () => {
  // As Chromium writes them when the context closes (checked against a server that holds its answer back).
  const answered = { response: { status: 200, content: { size: 74, text: "{}" } } }
  const emptyError = { response: { status: 502, content: { size: 0 } } }
  const noAnswer = { response: { status: -1, content: { size: -1 } } }
  const bodyCut = { response: { status: 200, content: { size: -1 } } }

  it("are left out, and counted; what was answered stays, an empty error answer too", () => {
    expect(answeredEntries([answered, noAnswer, emptyError, bodyCut])).toEqual({
      kept: [answered, emptyError],
      cutOff: 2,
    })
    expect(answeredEntries([answered])).toEqual({ kept: [answered], cutOff: 0 })
  })
})
