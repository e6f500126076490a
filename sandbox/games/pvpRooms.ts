/**
 * PVP rooms (`GLS2_roomList`; spec section 7 "token, PVP rooms"; the shape is our choice, core/model/PvpRoom.ts):
 * three tables per PVP game, by stake. The seats taken change every minute, deterministically from the room and
 * the minute, so the lobby looks alive and two instances agree.
 *
 * A room's minimum bet is in minor units like every amount here (core/model/Money.ts); the contract's `Money`
 * schema writes it on the wire in major units. It is one of the stakes of the slot the room opens (games/slot), and
 * the room's page offers only the stakes from it up, so the lobby's "Min. bet" is what the table takes.
 */
import { createHash } from "node:crypto"
import type { PvpRoom } from "../../core/model/PvpRoom.ts"
import { vendors } from "../seed/vendors.ts"
import { type DemoGame, demoGames } from "./catalogue.ts"
import { gameImage } from "./imagePaths.ts"
import { stakes } from "./slot/machine.ts"

export interface RoomDef {
  readonly roomId: string
  readonly name: string
  readonly game: DemoGame
  /** In minor units. */
  readonly minBet: number
  readonly maxPlayers: number
}

/** Minimum bets in minor units, stakes of the slot: P 1.00, P 5.00, P 100.00. */
const tiers = [
  { name: "Beginner", minBet: 100, maxPlayers: 6 },
  { name: "Regular", minBet: 500, maxPlayers: 6 },
  { name: "High Roller", minBet: 10_000, maxPlayers: 4 },
] as const

const pvpVendors = new Set(vendors.filter((v) => v.category === "PVP").map((v) => v.code))

/** Every room. */
export const rooms: ReadonlyArray<RoomDef> = demoGames
  .filter((g) => pvpVendors.has(g.vendor))
  .flatMap((game) =>
    tiers.map((t, i) => ({
      roomId: String(game.nodeId * 10 + i + 1),
      name: `${game.name} · ${t.name}`,
      game,
      minBet: t.minBet,
      maxPlayers: t.maxPlayers,
    })),
  )

/** A room by id. */
export const roomById = (roomId: string): RoomDef | undefined => rooms.find((r) => r.roomId === roomId)

/** The stakes a room's page offers (minor units): from the room's minimum bet up; every stake outside a room. */
export const roomStakes = (roomId: string | null): ReadonlyArray<number> => {
  const room = roomId === null ? undefined : roomById(roomId)
  return room === undefined ? stakes : stakes.filter((s) => s >= room.minBet)
}

/** Seats taken in a room during the minute of `now`. */
export const playersAt = (room: RoomDef, now: number): number =>
  createHash("sha256")
    .update(`${room.roomId}:${Math.floor(now / 60_000)}`)
    .digest()[0]! %
  (room.maxPlayers + 1)

/** A room in the wire shape. */
export const roomOf = (room: RoomDef, now: number): PvpRoom => ({
  roomId: room.roomId,
  roomName: room.name,
  nodeId: String(room.game.nodeId),
  gameId: room.game.code,
  vassalage: room.game.vendor,
  gameType: room.game.category,
  icon: gameImage(room.game.code),
  // Minor units here; the response schema (`Money`) encodes them in major units for the wire.
  minBet: room.minBet,
  players: playersAt(room, now),
  maxPlayers: room.maxPlayers,
})
