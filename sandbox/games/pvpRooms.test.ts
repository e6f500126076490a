import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { games } from "../../core/contract/api/games.ts"
import type { Ticket } from "./launchTokens.ts"
import { slotPage } from "./play/slotPage.ts"
import { roomById, roomOf, roomStakes, rooms } from "./pvpRooms.ts"
import { stakes } from "./slot/machine.ts"

const wire = Schema.encodeUnknownSync(games.pvpRooms.response)
const read = Schema.decodeUnknownSync(games.pvpRooms.response)

const ticketOf = (roomId: string | null): Ticket => {
  const room = rooms[2]!
  return {
    memberId: 1,
    account: "player01",
    kind: "slot",
    vendor: room.game.vendor,
    accountTypeId: room.game.accountTypeId,
    category: room.game.category,
    gameCode: room.game.code,
    gameName: roomId === null ? room.game.name : room.name,
    nodeId: room.game.nodeId,
    roomId,
    prizeMode: null,
    backUrl: null,
    expiresAt: 0,
  }
}

/** The stakes the page's select offers, in minor units. */
const offered = (html: string): ReadonlyArray<number> =>
  [...html.matchAll(/<option value="(\d+)"/g)].map((m) => Number(m[1]))

describe("PVP rooms", () => {
  it("put a room's minimum bet on the wire in major units, which core reads back as the same minor units", () => {
    const value = { list: rooms.map((r) => roomOf(r, 0)) }
    const sent = wire(value) as { list: ReadonlyArray<{ minBet: unknown }> }
    expect(sent.list.map((r) => r.minBet)).toEqual(rooms.map((r) => r.minBet / 100))
    expect(read(sent).list.map((r) => r.minBet)).toEqual(rooms.map((r) => r.minBet))
  })

  it("set each room's minimum bet to a stake its game takes, in the same minor units: Beginner from P 1.00", () => {
    for (const room of rooms) expect(stakes, room.name).toContain(room.minBet)
    const beginner = rooms.find((r) => r.name.endsWith("Beginner"))
    expect(beginner?.minBet).toBe(stakes[0])
    expect(rooms.find((r) => r.name.endsWith("High Roller"))?.minBet).toBe(10_000)
  })

  it("offer in a room only the stakes from its minimum bet up, and every stake outside a room", () => {
    const high = rooms.find((r) => r.name.endsWith("High Roller"))!
    const regular = rooms.find((r) => r.name.endsWith("Regular"))!
    expect(roomStakes(high.roomId)).toEqual([10_000])
    expect(roomStakes(regular.roomId)).toEqual(stakes.filter((s) => s >= 500))
    expect(roomStakes(null)).toEqual(stakes)
    expect(roomStakes("nope")).toEqual(stakes)
    expect(roomById(high.roomId)).toBe(high)
  })

  it("show a room's page with its stakes only", () => {
    const high = rooms.find((r) => r.name.endsWith("High Roller") && r.game === rooms[2]!.game)!
    expect(offered(slotPage(ticketOf(high.roomId)))).toEqual([10_000])
    expect(offered(slotPage(ticketOf(null)))).toEqual([...stakes])
  })
})
