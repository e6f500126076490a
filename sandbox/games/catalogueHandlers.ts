/**
 * The catalogue calls (spec section 7; wire notes sections 4 and 5): the vendor lanes, the hot games, a page of a
 * lobby's games (by vendor, game type, classification and a name search), the game types of the popup-list
 * vendors, and the PVP rooms. The games come from the `games` table the seed fills.
 */
import type { Api } from "../../core/contract/Api.ts"
import { vassalageKind } from "../../core/model/GameVendor.ts"
import { seededText } from "../content/seededTexts.ts"
import { badRequest } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { vendorByCode, vendors } from "../seed/vendors.ts"
import { demoGames } from "./catalogue.ts"
import { type GameRow, gameColumns, itemOf } from "./gameItem.ts"
import { vendorCatalogue } from "./lanes.ts"
import { roomOf, rooms } from "./pvpRooms.ts"

/** The largest page a list call serves. */
export const maxPageSize = 100

/** Checks the paging fields of a list request (pages from 1, 1 to `maxPageSize` items). */
export const checkPage = (pageNo: number, pageSize: number): void => {
  if (pageNo < 1) throw badRequest("pageNo", "pages are numbered from 1")
  if (pageSize < 1 || pageSize > maxPageSize) throw badRequest("pageSize", `must be between 1 and ${maxPageSize}`)
}

/** The pages a list of `total` items fills (at least 1). */
export const pagesOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize))

/** A vendor code the request names, which must be one of the catalogue's. */
const knownVendor = (field: string, code: string) => {
  const v = vendorByCode(code)
  if (v === undefined) throw badRequest(field, `unknown vendor ${JSON.stringify(code.slice(0, 40))}`)
  return v
}

/** The merchant code is not checked: the sandbox runs one brand, whatever code the portal was built with. */
const gameVendors: Handler<Api["gameVendors"]> = async () => vendorCatalogue()

const hotGames: Handler<Api["hotGames"]> = async (ctx, request) => {
  if (request.vassalage !== "") knownVendor("vassalage", request.vassalage)
  const rows = await ctx.services.db.query<GameRow>(
    `select ${gameColumns("g")} from games g
      where g.hot and ($1 = '' or g.vendor = $1)
      order by g.sort, g.node_id`,
    [request.vassalage],
  )
  return { list: rows.map(itemOf) }
}

const gameList: Handler<Api["gameList"]> = async (ctx, request) => {
  checkPage(request.pageNo, request.pageSize)
  if (request.vassalage !== undefined && request.vassalage !== "") knownVendor("vassalage", request.vassalage)
  const search = (request.gameName ?? "").trim()
  if (search.length > 100) throw badRequest("gameName", "at most 100 characters")
  const filter = `where ($1 = '' or g.vendor = $1) and ($2 = '' or g.game_type = $2) and ($3 = '' or g.classify = $3)
                    and ($4 = '' or position(lower($4) in lower(g.name)) > 0)`
  const params = [request.vassalage ?? "", request.gameType ?? "", request.gameClassify ?? "", search]
  const [count] = await ctx.services.db.query<{ n: string }>(`select count(*) as n from games g ${filter}`, params)
  const total = Number(count?.n ?? 0)
  const rows = await ctx.services.db.query<GameRow>(
    `select ${gameColumns("g")} from games g ${filter}
      order by g.node_id limit $5 offset $6`,
    [...params, request.pageSize, (request.pageNo - 1) * request.pageSize],
  )
  return {
    games: rows.map(itemOf),
    totalPages: pagesOf(total, request.pageSize),
    pageNum: request.pageNo,
    pageSize: request.pageSize,
  }
}

/** Game type → popup-list vendor → the classifications of its games. */
const vassGameTypes: Handler<Api["vassGameTypes"]> = async () => {
  const content: Record<string, Record<string, Array<string>>> = {}
  for (const v of vendors.filter((x) => x.isGame === vassalageKind)) {
    const classes = [...new Set(demoGames.filter((g) => g.vendor === v.code).map((g) => g.classify))]
    content[v.gameType] = { ...content[v.gameType], [v.code]: classes }
  }
  return { content }
}

const pvpRooms: Handler<Api["pvpRooms"]> = async (ctx, request) => {
  const vendor = request.vassalage === undefined || request.vassalage === "" ? undefined : request.vassalage
  if (vendor !== undefined) knownVendor("vassalage", vendor)
  return {
    list: rooms
      .filter((r) => vendor === undefined || r.game.vendor === vendor)
      .map((r) => {
        const room = roomOf(r, ctx.now)
        return { ...room, roomName: seededText(ctx.language, room.roomName) }
      }),
  }
}

export const catalogueHandlers = { gameVendors, hotGames, gameList, vassGameTypes, pvpRooms }
