/**
 * The answers that carry games (wire notes section 4 and 5): a page of a vendor's games (`GCSGAME_gameList`:
 * `games[]`, `totalPages`, `pageNum`, `pageSize`), the hot list (`list[]`), the favourite ids (an array of nodeIds),
 * a page of favourites (`content[]`, `pageNum`, `totalPages`) and recent games (`list[]`, `totalPages`).
 */
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"
import { GameItem } from "./GameItem.ts"
import { Id } from "./Id.ts"
import { listOf } from "./List.ts"
import { Num } from "./Optional.ts"

const Count = Num

/** `value` of `GCSGAME_gameList`. */
export const GamesPage = Schema.Struct({
  games: listOf(GameItem),
  totalPages: Count,
  pageNum: Count,
  pageSize: Count,
})
export type GamesPage = typeof GamesPage.Type

/** `value` of `GCSGAME_hotGamesV2`. */
export const HotGames = Schema.Struct({ list: listOf(GameItem) })
export type HotGames = typeof HotGames.Type

/** `value` of `MCSFE_getFavoriteGames`: the nodeIds of the member's favourites (`null` when there are none). */
export const FavouriteIds = Schema.NullOr(Schema.Array(Id)).pipe(
  Schema.decodeTo(Schema.Array(Schema.String), {
    decode: SchemaGetter.transform((ids: ReadonlyArray<string> | null) => ids ?? []),
    encode: SchemaGetter.transform((ids: ReadonlyArray<string>): ReadonlyArray<string> | null => ids),
  }),
)
export type FavouriteIds = typeof FavouriteIds.Type

/** `value` of `MCSFE_getFavoriteGamesList`. */
export const FavouritesPage = Schema.Struct({
  content: listOf(GameItem),
  pageNum: Count,
  totalPages: Count,
})
export type FavouritesPage = typeof FavouritesPage.Type

/** `value` of `GCS_recentGame`. */
export const RecentGames = Schema.Struct({ list: listOf(GameItem), totalPages: Count })
export type RecentGames = typeof RecentGames.Type
