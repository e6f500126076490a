import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { drawsOf, OpenedDraws } from "./OpenedNumbers.ts"

describe("OpenedDraws", () => {
  const decode = Schema.decodeUnknownSync(OpenedDraws)
  it("reads a raw map keyed by game code, the key standing in for a missing code", () => {
    const draws = drawsOf(
      decode({
        VNHN: { gameName: "Ha Noi", numero: 20240101, winNumber: "12,34", openTime: "2024-01-01 18:15:00" },
        VNHCM: { gameCode: "VNHCM", numero: "20240101" },
      }),
    )
    expect(draws.map((d) => [d.gameCode, d.numero])).toEqual([
      ["VNHN", "20240101"],
      ["VNHCM", "20240101"],
    ])
  })
  it("reads an array as sent", () => {
    expect(drawsOf(decode([{ gameCode: "A", openTime: 1704103200000 }]))[0]?.openTime).toBe(1704103200000)
  })
})
