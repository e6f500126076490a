/**
 * Opened (drawn) lottery numbers: the popular list of the home page (20) and the full list (100) from
 * `/lgw/vn/numeros/opened/game`, the popular games of `/lgw/games/popular`, and a member's view of
 * `/lotto/lgw/games/opened/numero` (spec section 7). The answers are raw (not enveloped) maps or arrays; the wire
 * notes saw no field names, so the draw's fields are our choice: the game, the draw number (`numero`, the platform's
 * word for a draw), the winning numbers and when they opened.
 */
import * as Schema from "effect/Schema"
import { OptionalId } from "./Id.ts"
import { keyedItems, listOrKeyed } from "./List.ts"
import { Text } from "./Optional.ts"

/** The latest draw of one game. */
export const OpenedDraw = Schema.Struct({
  gameCode: Text,
  gameName: Text,
  labelName: Text,
  prizeMode: Text,
  /** The draw's number. */
  numero: OptionalId,
  /** The winning numbers, comma separated. */
  winNumber: Text,
  /** When the draw opened: `yyyy-MM-dd HH:mm:ss` or epoch milliseconds. */
  openTime: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Finite]))),
  /** When the game's next draw after this one opens, in the same forms; our choice, sent by the sandbox only. */
  nextOpenTime: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Finite]))),
})
export type OpenedDraw = typeof OpenedDraw.Type

/** A raw body of draws: an array, or a map keyed by game code. */
export const OpenedDraws = listOrKeyed(OpenedDraw)
export type OpenedDraws = typeof OpenedDraws.Type

/** The draws of an answer as an array, in the order sent; a map's key stands in for a missing game code. */
export const drawsOf = (draws: OpenedDraws): ReadonlyArray<OpenedDraw> => keyedItems(draws, "gameCode")

/** Size of the popular list on the home page (spec section 7). */
export const popularCount = 20

/** Size of the full list (spec section 7). */
export const fullCount = 100
