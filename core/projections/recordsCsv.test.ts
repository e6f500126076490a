import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { BetRecord } from "../model/Records.ts"
import { csvField, csvText, plainAmount, recordsCsv } from "./recordsCsv.ts"

const labels = { column: (id: string) => `[${id}]`, code: (col: string, code: string) => `${col}:${code}` }

/** A small RFC 4180 reader, to check that what is written reads back. */
const parse = (text: string): Array<Array<string>> => {
  const lines: Array<Array<string>> = []
  let fields: Array<string> = []
  let field = ""
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ",") {
      fields.push(field)
      field = ""
    } else if (c === "\r" && text[i + 1] === "\n") {
      fields.push(field)
      lines.push(fields)
      fields = []
      field = ""
      i++
    } else field += c
  }
  return lines
}

describe("csvField", () => {
  it("leaves plain text alone", () => {
    expect(csvField("Lucky Slot")).toBe("Lucky Slot")
  })

  it("quotes a comma, a quote, a line break and edge spaces", () => {
    expect(csvField("a,b")).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField("two\nlines")).toBe('"two\nlines"')
    expect(csvField(" padded")).toBe('" padded"')
  })

  it("reads back as written, whatever the text", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), { maxLength: 5 }), (lines) => {
        expect(parse(csvText(lines))).toEqual(lines)
      }),
    )
  })
})

describe("plainAmount", () => {
  it("writes minor units as a plain decimal without separators", () => {
    expect(plainAmount(123456750)).toBe("1234567.50")
    expect(plainAmount(-5)).toBe("-0.05")
    expect(plainAmount(0)).toBe("0.00")
  })
})

describe("recordsCsv", () => {
  const bet: BetRecord = {
    betId: "42",
    vendor: "ARENA",
    gameName: 'Fruits, Gold & "More"',
    gameType: "RNG",
    betAmount: 1000,
    validBet: 1000,
    winLoss: -1000,
    status: "LOSE",
    betTime: "2026-01-15 12:00:00",
    settleTime: "2026-01-15 12:00:00",
  }

  it("writes the header of the list's columns, then one line per row", () => {
    const text = recordsCsv("betting", [bet], labels)
    const [header, row] = parse(text)
    expect(header).toEqual([
      "[betTime]",
      "[gameName]",
      "[betId]",
      "[vendor]",
      "[gameType]",
      "[betAmount]",
      "[validBet]",
      "[winLoss]",
      "[result]",
    ])
    expect(row).toEqual([
      "2026-01-15 12:00:00",
      'Fruits, Gold & "More"',
      "42",
      "ARENA",
      "gameType:RNG",
      "10.00",
      "10.00",
      "-10.00",
      "result:LOSE",
    ])
    expect(text.split("\r\n")[1]).toContain('"Fruits, Gold & ""More"""')
  })

  it("writes epoch times in GMT+8 and leaves missing values empty", () => {
    const [, row] = parse(
      recordsCsv("account", [{ type: "DEPOSIT", amount: 5000, createTime: Date.UTC(2026, 0, 15, 20, 0, 0) }], labels),
    )
    expect(row).toEqual(["2026-01-16 04:00:00", "recordType:DEPOSIT", "50.00", "", ""])
  })

  it("defuses a text cell a spreadsheet would run as a formula", () => {
    const [, row] = parse(recordsCsv("account", [{ type: "BONUS", amount: 1, remarks: '=HYPERLINK("x")' }], labels))
    expect(row?.[4]).toBe('\'=HYPERLINK("x")')
  })

  it("translates redeem statuses from the wire's letters", () => {
    const [, row] = parse(recordsCsv("redeem", [{ rewardName: "Mug", points: 300, status: "A" }], labels))
    expect(row?.[5]).toBe("redeemStatus:approved")
  })

  it("writes only the header for an empty list", () => {
    expect(parse(recordsCsv("bonus", [], labels))).toHaveLength(1)
  })
})
