/**
 * Which games a lobby lists (`GCSGAME_gameList`; wire notes section 4): a vendor and game type, optionally a
 * classification and a name searched for within the lobby, one page at a time. The query travels as an intent
 * before the call (the answer does not repeat it), so the catalogue knows which list a page belongs to.
 */
import * as Schema from "effect/Schema"

/** The games wanted. */
export const GamesQuery = Schema.Struct({
  /** The vendor code. */
  vassalage: Schema.optional(Schema.String),
  gameType: Schema.optional(Schema.String),
  gameClassify: Schema.optional(Schema.String),
  /** Text searched for within the lobby. */
  gameName: Schema.optional(Schema.String),
  /** From 1. */
  pageNo: Schema.Int,
  pageSize: Schema.Int,
})
export type GamesQuery = typeof GamesQuery.Type

/** Games per page of a lobby: our choice (the spec gives none). */
export const defaultPageSize = 30

/** The request of `GCSGAME_gameList`. */
export const GameListRequest = Schema.Struct({
  clientType: Schema.Literal(3),
  platform: Schema.String,
  merchant: Schema.String,
  gameType: Schema.optional(Schema.String),
  vassalage: Schema.optional(Schema.String),
  gameClassify: Schema.optional(Schema.String),
  gameName: Schema.optional(Schema.String),
  minBet: Schema.optional(Schema.Finite),
  minLineNum: Schema.optional(Schema.Finite),
  pageNo: Schema.Int,
  pageSize: Schema.Int,
  language: Schema.String,
})
export type GameListRequest = typeof GameListRequest.Type

/** The request for a query, a brand and a language. */
export const gameListRequest = (query: GamesQuery, merchant: string, language: string): GameListRequest => ({
  clientType: 3,
  platform: "html5-desktop",
  merchant,
  ...query,
  language,
})

/** Two queries ask for the same list (possibly different pages). */
export const sameList = (a: GamesQuery, b: GamesQuery): boolean =>
  a.vassalage === b.vassalage &&
  a.gameType === b.gameType &&
  a.gameClassify === b.gameClassify &&
  (a.gameName ?? "") === (b.gameName ?? "") &&
  a.pageSize === b.pageSize
