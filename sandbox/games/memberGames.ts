/**
 * A member's own games (spec section 4 "Favourite games"; wire notes section 4): favourites (the ids, a page of the
 * games, marking and unmarking) and the recently played games, which `launchGame` records. Both are tables keyed by
 * member and game; marking twice or unmarking a game that is not marked changes nothing and succeeds.
 */

import type { Api } from "../../core/contract/Api.ts"
import { gameCodes, sessionCodes } from "../../core/contract/ErrorCode.ts"
import type { Queryable } from "../db/Database.ts"
import { ApiError, badRequest } from "../http/ApiError.ts"
import type { Context, Handler } from "../http/Context.ts"
import { gameByNodeId } from "./catalogue.ts"
import { checkPage, pagesOf } from "./catalogueHandlers.ts"
import { type GameRow, gameColumns, itemOf } from "./gameItem.ts"

/** The most favourites a member keeps. */
export const maxFavourites = 200

/** The member calling (the router refuses token endpoints without one). */
const memberOf = (ctx: Context): number => {
  if (ctx.caller === undefined) throw new ApiError(401, sessionCodes.notLoggedIn, "You are not logged in, please login")
  return ctx.caller.memberId
}

/** The game a favourite change names; its vendor must be the game's. */
const gameOf = (change: { readonly nodeId: string; readonly vendor: string }) => {
  const game = gameByNodeId(change.nodeId)
  if (game === undefined) throw badRequest("nodeId", `no game ${JSON.stringify(change.nodeId.slice(0, 40))}`)
  if (change.vendor !== "" && change.vendor !== game.vendor) throw badRequest("vendor", `the game is ${game.vendor}'s`)
  return game
}

const favouriteIds: Handler<Api["favouriteIds"]> = async (ctx) => {
  const rows = await ctx.services.db.query<{ node_id: string }>(
    "select node_id from favourite_games where member_id = $1 order by created_at, node_id",
    [memberOf(ctx)],
  )
  return rows.map((r) => String(r.node_id))
}

/** The `token` field repeats the Authorization header; the header is what authenticates. */
const favouriteList: Handler<Api["favouriteList"]> = async (ctx, request) => {
  checkPage(request.pageNo, request.pageSize)
  const member = memberOf(ctx)
  const params = [member, request.gameType ?? ""]
  const filter =
    "from favourite_games f join games g on g.node_id = f.node_id where f.member_id = $1 and ($2 = '' or g.game_type = $2)"
  const [count] = await ctx.services.db.query<{ n: string }>(`select count(*) as n ${filter}`, params)
  const rows = await ctx.services.db.query<GameRow>(
    `select ${gameColumns("g")} ${filter} order by f.created_at desc, g.node_id limit $3 offset $4`,
    [...params, request.pageSize, (request.pageNo - 1) * request.pageSize],
  )
  return {
    content: rows.map(itemOf),
    pageNum: request.pageNo,
    totalPages: pagesOf(Number(count?.n ?? 0), request.pageSize),
  }
}

const addFavourite: Handler<Api["addFavourite"]> = async (ctx, request) => {
  const member = memberOf(ctx)
  const game = gameOf(request)
  return ctx.services.db.transaction(async (tx) => {
    // The member's row is the lock that keeps two concurrent additions from passing the limit together.
    await tx.query("select id from members where id = $1 for update", [member])
    const [row] = await tx.query<{ n: string; has: boolean }>(
      "select count(*) as n, coalesce(bool_or(node_id = $2), false) as has from favourite_games where member_id = $1",
      [member, game.nodeId],
    )
    if (row?.has === true) return null
    if (Number(row?.n ?? 0) >= maxFavourites)
      throw new ApiError(400, gameCodes.favouriteLimit, `At most ${maxFavourites} favourite games can be kept`)
    await tx.query("insert into favourite_games (member_id, node_id, created_at) values ($1, $2, $3)", [
      member,
      game.nodeId,
      new Date(ctx.now),
    ])
    return null
  })
}

const removeFavourite: Handler<Api["removeFavourite"]> = async (ctx, request) => {
  const game = gameOf(request)
  await ctx.services.db.query("delete from favourite_games where member_id = $1 and node_id = $2", [
    memberOf(ctx),
    game.nodeId,
  ])
  return null
}

/** The member's recent lists: the table of each, and the column naming what was played. */
const recentLists = {
  games: { table: "recent_games", played: "node_id" },
  lotteries: { table: "recent_lotteries", played: "game_code" },
} as const

/**
 * Records that a member launched a game (by node id) or opened a lottery game (by game code): one row per member and
 * game in its recent list, the latest time kept.
 */
export const recordRecent = (
  q: Queryable,
  list: keyof typeof recentLists,
  memberId: number,
  played: number | string,
  now: number,
) => {
  const { table, played: column } = recentLists[list]
  return q.query(
    `insert into ${table} (member_id, ${column}, played_at) values ($1, $2, $3)
     on conflict (member_id, ${column}) do update set played_at = excluded.played_at`,
    [memberId, played, new Date(now)],
  )
}

const recentGames: Handler<Api["recentGames"]> = async (ctx, request) => {
  checkPage(request.pageNo, request.pageSize)
  const member = memberOf(ctx)
  const [count] = await ctx.services.db.query<{ n: string }>(
    "select count(*) as n from recent_games where member_id = $1",
    [member],
  )
  const rows = await ctx.services.db.query<GameRow>(
    `select ${gameColumns("g")} from recent_games r join games g on g.node_id = r.node_id
      where r.member_id = $1 order by r.played_at desc, g.node_id limit $2 offset $3`,
    [member, request.pageSize, (request.pageNo - 1) * request.pageSize],
  )
  return { list: rows.map(itemOf), totalPages: pagesOf(Number(count?.n ?? 0), request.pageSize) }
}

export const memberGamesHandlers = { favouriteIds, favouriteList, addFavourite, removeFavourite, recentGames }
