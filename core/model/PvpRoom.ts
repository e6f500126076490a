/**
 * A PVP room (`GLS2_roomList`; spec section 7 "token, PVP rooms"). The wire notes never saw this call made, so the
 * shape is our choice, in the style of the platform's other lists: `value.list[]` of rooms, each launchable with
 * `roomId` through the GLS launch.
 */
import * as Schema from "effect/Schema"
import { Id, OptionalId } from "./Id.ts"
import { listOf } from "./List.ts"
import { Money } from "./Money.ts"
import { NumberLike } from "./NumberLike.ts"

const Text = Schema.optional(Schema.NullOr(Schema.String))

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
  minBet: Schema.optional(Schema.NullOr(Money)),
  players: Schema.optional(Schema.NullOr(NumberLike)),
  maxPlayers: Schema.optional(Schema.NullOr(NumberLike)),
})
export type PvpRoom = typeof PvpRoom.Type

/** `value` of `GLS2_roomList`. */
export const PvpRooms = Schema.Struct({ list: listOf(PvpRoom) })
export type PvpRooms = typeof PvpRooms.Type
