/**
 * A game as the game lists, the hot list, favourites and recent games send it (wire notes section 5 "Game item").
 * `nodeId` identifies the game for launching and for favourites (`MCSFE_getFavoriteGames` answers nodeIds), so it is
 * the one field required; names and icons come under several spellings depending on the call.
 */
import * as Schema from "effect/Schema"
import { OptionalFlag } from "./Flag.ts"
import { Id, OptionalId } from "./Id.ts"
import { Text } from "./Optional.ts"

/** One game. */
export const GameItem = Schema.Struct({
  nodeId: Id,
  nodeName: Text,
  gameName: Text,
  displayName: Text,
  showIcon: Text,
  iconUrl: Text,
  smallIcon: Text,
  /** The vendor code. */
  vassalage: Text,
  gameType: Text,
  gameCode: Text,
  gameId: OptionalId,
  isGame: Text,
  accountTypeName: Text,
  freeplay: OptionalFlag,
  platform: Text,
  /** Platforms the game plays on (`html5`, `flash`...), or a flag in some builds. */
  supportPlay: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Boolean, Schema.Finite]))),
})
export type GameItem = typeof GameItem.Type

/** The name to show: the display name, else the game name, else the node name, else the id. */
export const gameTitle = (g: GameItem): string => g.displayName || g.gameName || g.nodeName || g.nodeId

/** The icon to show, if any: `showIcon`, else `iconUrl`, else `smallIcon` (a missing one shows the default icon). */
export const gameIcon = (g: GameItem): string | undefined => g.showIcon || g.iconUrl || g.smallIcon || undefined
