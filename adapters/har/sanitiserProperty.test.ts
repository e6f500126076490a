/**
 * The import fails closed: a random secret (a ticket, a key, a signature) placed anywhere in a DevTools HAR, under
 * any name, is either removed or makes the import refuse to write. It never reaches a fixture.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { importHar } from "./importHar.ts"
import { depositUrl, harEntry } from "./testing/harEntry.ts"

const bytes = fc.noBias(fc.uint8Array({ minLength: 16, maxLength: 32 }))
/**
 * A random secret as tickets and keys are written: hex or base64url of random bytes. Values without two digits and
 * two letters are left out (a run of one character class is not how a key looks; the rule needs the mix).
 */
const secret = fc
  .tuple(bytes, fc.boolean())
  .map(([b, asHex]) => Buffer.from(b).toString(asHex ? "hex" : "base64url"))
  .filter((s) => (s.match(/[0-9]/g) ?? []).length >= 2 && (s.match(/[A-Za-z]/g) ?? []).length >= 2)
const name = fc.oneof(
  fc.constantFrom("t", "sig", "code", "token", "jwt", "pin", "cvv", "accessKey", "ticket", "gameUrl", "note", "x"),
  fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"), minLength: 1, maxLength: 8 }),
)
type Place = "query" | "answerField" | "answerUrlQuery" | "answerUrlPath" | "answerSentence" | "requestField" | "header"
const place = fc.constantFrom<Place>(
  "query",
  "answerField",
  "answerUrlQuery",
  "answerUrlPath",
  "answerSentence",
  "requestField",
  "header",
)

const harWith = (where: Place, key: string, value: string) => {
  const answer: Record<string, unknown> = { maintenance: false }
  const request: Record<string, unknown> = { gameId: 7 }
  if (where === "answerField") answer[key] = value
  if (where === "answerUrlQuery") answer.game_url = `https://games.example/play?lang=en&${key}=${value}`
  if (where === "answerUrlPath") answer.game_url = `https://games.example/play/${value}/index.html`
  if (where === "answerSentence") answer.notice = `Your ${key} is ${value}, keep it.`
  if (where === "requestField") request[key] = value
  const query = where === "query" ? `&${encodeURIComponent(key)}=${value}` : ""
  return {
    log: {
      entries: [
        harEntry(`https://portal.example.test/wps/system/status?url=portal.example.test${query}`, undefined, answer, {
          headers: [{ name: "Language", value: where === "header" ? value : "EN" }],
        }),
        harEntry(depositUrl, request, answer, { startedDateTime: "2026-03-01T10:00:01.000Z" }),
      ],
    },
  }
}

describe("the import fails closed", () => {
  it("never writes a random secret, wherever it is placed and whatever its name", () => {
    fc.assert(
      fc.property(place, name, secret, (where, key, value) => {
        const result = importHar(harWith(where, key, value))
        if (result.ok) expect(JSON.stringify(result.har)).not.toContain(value)
        else expect(result.message).toMatch(/secret survived/)
      }),
      { numRuns: 500, endOnFailure: true },
    )
  })

  it("removes a launch answer's ticket by rule, so the session's own URL shape survives without it", () => {
    const result = importHar(
      harWith("answerUrlQuery", "t", "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"),
    )
    expect(result.ok).toBe(true)
    const text = JSON.stringify(result.ok ? result.har : {})
    expect(text).toContain("https://games.example/play?lang=en&t=%5Bremoved%5D")
  })

  it("replaces mobile and bank numbers by pseudonyms of their shape, and removes jwt, pin, cvv and accessKey", () => {
    const har = harWith("requestField", "mobile", "09171234567")
    const entry = har.log.entries[1]
    if (entry?.request.postData !== undefined) {
      entry.request.postData.text = JSON.stringify({
        mobile: "09171234567",
        bankAccount: "0012-3456-7890",
        jwt: "a.b.c",
        pin: "1234",
        cvv: "123",
        accessKey: "AKIA",
      })
    }
    const result = importHar(har)
    expect(result.ok).toBe(true)
    const body = JSON.parse(result.ok ? (result.har.log.entries[1]?.request.postData?.text ?? "{}") : "{}")
    expect(body).toEqual({
      mobile: "00000000001",
      bankAccount: "0000-0000-0001",
      jwt: "[removed]",
      pin: "[removed]",
      cvv: "[removed]",
      accessKey: "[removed]",
    })
  })
})
