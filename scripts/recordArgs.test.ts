import { describe, expect, it } from "vitest"
import { parseRecordArgs } from "./recordArgs.ts"

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
