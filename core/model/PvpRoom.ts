/**
 * A PVP room (`GLS2_roomList`; spec section 7 "token, PVP rooms"). The wire notes never saw this call made, so the
 * shape is our choice, in the style of the platform's other lists: `value.list[]` of rooms, each launchable with
 * `roomId` through the GLS launch.
 */
import * as Schema from "effect/Schema"
import { Id, OptionalId } from "./Id.ts"
import { listOf } from "./List.ts"
import { Amount, Num, Text } from "./Optional.ts"

/** One room. */
export const PvpRoom = Schema.Struct({
  roomId: Id,
  roomName: Text,
  nodeId: OptionalId,
  gameId: OptionalId,
  /** The vendor code. */
  vassalage: Text,
  gameType: Text,
  icon: Text,
  /** The smallest stake of the room, in minor units. */
  minBet: Amount,
  players: Num,
  maxPlayers: Num,
})
export type PvpRoom = typeof PvpRoom.Type

/** `value` of `GLS2_roomList`. */
export const PvpRooms = Schema.Struct({ list: listOf(PvpRoom) })
export type PvpRooms = typeof PvpRooms.Type
