// @vitest-environment happy-dom
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { problemsPageId, showReplayProblems } from "./browserReplay.ts"
import { replayProblems } from "./replayProblems.ts"

const fixture = readFileSync("fixtures/visitor-browsing.har", "utf8")

describe("a recording's problems before the dev replay", () => {
  it("finds none in a good recording", () => {
    expect(replayProblems(fixture)).toMatchObject({ unreadable: undefined, lines: [] })
  })
  it("cannot replay what is not JSON or not a HAR", () => {
    expect(replayProblems("<html>").unreadable).toMatch(/^not JSON/)
    expect(replayProblems('{"entries": 3}').unreadable).toMatch(/not a HAR/)
  })
  it("names the exchange and the field of an answer the contract refuses, and the cut of a truncated file", () => {
    const har = JSON.parse(fixture) as { log: { entries: Array<{ request: { url: string }; response: any }> } }
    const i = har.log.entries.findIndex((e) => e.request.url.includes("/wps/system/status"))
    expect(i).toBeGreaterThanOrEqual(0)
    const body = JSON.parse(har.log.entries[i]!.response.content.text)
    har.log.entries[i]!.response.content.text = JSON.stringify({
      ...body,
      value: { ...body.value, maintenance: { broken: true } },
    })
    const bad = replayProblems(JSON.stringify(har))
    expect(bad.unreadable).toBeUndefined()
    expect(bad.lines.some((l) => l.startsWith(`#${i + 1} `) && l.includes("maintenance"))).toBe(true)
    const cut = replayProblems(fixture.slice(0, Math.floor(fixture.length * 0.6)))
    expect(cut.lines[0]).toMatch(/^the file is cut short at character \d+: replaying its \d+ complete entries$/)
  })
  it("draws an error page: with 'Replay anyway' for problems, without it for an unreadable file", async () => {
    const shown = showReplayProblems(document, "bad.har", { unreadable: undefined, lines: ["#3 x @ y: z"], input: {} })
    const page = document.getElementById(problemsPageId)!
    expect(page.getAttribute("role")).toBe("alert")
    expect(page.textContent).toContain("#3 x @ y: z")
    ;(page.querySelector("button") as HTMLButtonElement).click()
    await shown
    expect(document.getElementById(problemsPageId)).toBeNull()
    void showReplayProblems(document, "bad.har", { unreadable: "not JSON: x", lines: [], input: undefined })
    expect(document.getElementById(problemsPageId)?.textContent).toContain("cannot be replayed")
    expect(document.getElementById(problemsPageId)?.querySelector("button")).toBeNull()
  })
})
