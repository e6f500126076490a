/**
 * Short secrets leave by their name, not by their look: an SMS code, a one-time password, a PIN or a card's CVC is a
 * few digits, which no entropy rule can tell from an amount. Every field whose name says it is a secret (the names
 * below, in the spellings portals use) is removed from a fixture whatever its length, in the request and in the
 * answer; the import succeeds (the entry is kept, the secret is not). Tested through `importHar` only, so any
 * sanitiser that keeps the rule passes.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { importHar } from "./importHar.ts"
import { depositUrl, harEntry } from "./testing/harEntry.ts"

/** Field names that say "secret", as the audit listed them, with the spellings seen on the wire. */
const secretNames = [
  "smscode",
  "smsCode",
  "sms_code",
  "otp",
  "OTP",
  "passwd",
  "password",
  "apikey",
  "apiKey",
  "privatekey",
  "privateKey",
  "secretkey",
  "secretKey",
  "cvc",
  "cvv",
  "pin",
  "token",
  "verificationCode",
] as const

type Side = "request" | "answer"

/** A HAR of one money call (its request body and answer) holding `value` under `key` on one side. */
const harWith = (side: Side, key: string, value: string) => {
  const request: Record<string, unknown> = { amount: 100 }
  const answer: Record<string, unknown> = { orderNo: "D1" }
  if (side === "request") request[key] = value
  else answer[key] = value
  return { log: { entries: [harEntry(depositUrl, request, answer, { startedDateTime: "2026-03-01T10:00:01.000Z" })] } }
}

const imported = (side: Side, key: string, value: string): string => {
  const result = importHar(harWith(side, key, value))
  if (!result.ok) expect.fail(`the import refused a HAR with a ${key}: ${result.message}`)
  expect(result.kept).toBe(1)
  return JSON.stringify(result.har)
}

describe("short secrets", () => {
  it.each(secretNames)("removes a 4-digit %s from the request and the answer", (key) => {
    for (const side of ["request", "answer"] as const) expect(imported(side, key, "7391")).not.toContain("7391")
  })

  it("removes any short value under a secret name, whatever its characters", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...secretNames),
        fc.constantFrom<Side>("request", "answer"),
        fc.string({ unit: fc.constantFrom(..."0123456789abcdefXYZ"), minLength: 3, maxLength: 8 }),
        (key, side, value) => {
          // Only values that the rest of the fixture does not hold anyway (a date's digits, a placeholder's letters).
          fc.pre(!imported(side, key, "~").includes(value))
          expect(imported(side, key, value)).not.toContain(value)
        },
      ),
      { numRuns: 300 },
    )
  })
})
