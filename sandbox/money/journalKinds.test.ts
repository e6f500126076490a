import { describe, expect, it } from "vitest"
import { accountRecordTypes, bonusTypes } from "../../core/model/RecordOptions.ts"
import { bonusKinds, bonusTypeOf, kindReadings, readingOf, readingSql } from "./journalKinds.ts"

describe("journal kinds", () => {
  it("reads a round's stake as a bet and its payout as a win", () => {
    expect(readingOf("game.round", -500)).toMatchObject({ type: "BET", txTypeId: "1201" })
    expect(readingOf("game.round", 900)).toMatchObject({ type: "WIN", txTypeId: "1202" })
    expect(readingOf("wallet.transfer", -1).name).toBe("Transfer out")
  })
  it("reads an unknown kind as an adjustment", () => {
    expect(readingOf("something.new", 5)).toMatchObject({ type: "ADJUSTMENT", txTypeId: "1901" })
  })
  it("uses only the record types it declares, and gives SQL the same readings", () => {
    for (const r of kindReadings) expect(accountRecordTypes).toContain(r.type)
    const sql = readingSql("type", "k", "a")
    for (const r of kindReadings) expect(sql).toContain(`when k = '${r.kind}'`)
    expect(sql.endsWith("else 'ADJUSTMENT' end")).toBe(true)
  })
  it("writes every type core's filters offer: each record type and bonus type has a kind", () => {
    const written = new Set<string>([...kindReadings.map((r) => r.type), readingOf("something.new", 1).type])
    for (const t of accountRecordTypes) expect(written, t).toContain(t)
    const bonus = new Set(bonusKinds.map((k) => bonusTypeOf[k]))
    for (const t of bonusTypes) expect(bonus, t).toContain(t)
  })
})
