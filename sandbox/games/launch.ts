/**
 * `GET /wps/game/launchGame` (spec sections 3, 4 and 7; wire notes section 4): a real member gets the address of a
 * demo page the sandbox serves, opened by a launch token (games/launchTokens.ts). In mode GLS a game, a vendor's
 * lobby game or a PVP room opens the slot page (`content.game_url`; a room answers the bare address in `content`, as
 * the PVP launch reads it); a lottery vendor's launch opens the lottery lobby. In mode LOTT the lottery lobby opens
 * (`gameUrl`), on one game's draws when `lottoGameCode` is given. A launched game becomes one of the member's recent
 * games; a launched lottery game one of the recent lotteries.
 *
 * Free play (`accountType: 0`, "play for fun") opens a slot on play money (games/funPlay.ts) for anyone, a visitor
 * or a trial account included: it touches no wallet, so the trial rule of spec section 6 does not apply to it. Only
 * slots offer it (their game items say `freeplay`); a room, a lottery or any other game is refused.
 *
 * Refused: a trial account's real-money launch (type 4, spec section 6: "blocked from game launch"), a username other
 * than the session's, unknown vendors, games and rooms, and a back address that is neither a path of the portal nor
 * an http(s) address.
 */

import type { Api } from "../../core/contract/Api.ts"
import { accountCodes, sessionCodes } from "../../core/contract/ErrorCode.ts"
import { PrizeMode } from "../../core/model/BrandConfig.ts"
import { isLotteryCategory } from "../../core/model/GameCategory.ts"
import type { GlsLaunchRequest, LotteryLaunchRequest } from "../../core/model/LaunchRequest.ts"
import { trialType } from "../../core/permissions/roles.ts"
import { claimBudgets, tooManyRequests } from "../auth/budgets.ts"
import { ApiError, badRequest } from "../http/ApiError.ts"
import type { Caller, Context, Handler } from "../http/Context.ts"
import { vendorByCode } from "../seed/vendors.ts"
import { type DemoGame, gameByCode, gameByNodeId, lobbyGameOf } from "./catalogue.ts"
import { offersFreePlay, openFunSession } from "./funPlay.ts"
import { issue } from "./launchTokens.ts"
import { areaOfLottery, areaOfPrizeMode, lotteryByCode, prizeModeOfVendor, vendorOfPrizeMode } from "./lottery/menus.ts"
import { recordRecent } from "./memberGames.ts"
import { roomById } from "./pvpRooms.ts"

const prizeModes = new Set<string>(PrizeMode.literals)

/** The address of a demo page. */
const pageUrl = (ctx: Context, page: "slot" | "lottery", token: string) => `${ctx.origin}/play/${page}?t=${token}`

const launchGame: Handler<Api["launchGame"]> = async (ctx, request) => {
  if (request.launchMode === "GLS" && request.accountType === 0) return launchFun(ctx, request)
  const caller = ctx.caller
  if (caller === undefined) throw new ApiError(401, sessionCodes.notLoggedIn, "You are not logged in, please login")
  if (caller.type === trialType) {
    throw new ApiError(403, accountCodes.trialNotAllowed, "A trial account cannot play: please register a real account")
  }
  return request.launchMode === "LOTT" ? launchLottery(ctx, caller, request) : launchGls(ctx, caller, request)
}

const launchGls = async (ctx: Context, caller: Caller, request: GlsLaunchRequest) => {
  if (request.username !== "" && request.username !== caller.account) {
    throw badRequest("username", "does not match the session's account")
  }
  const vendor = vendorByCode(request.vassalage)
  if (vendor === undefined)
    throw badRequest("vassalage", `unknown vendor ${JSON.stringify(request.vassalage.slice(0, 40))}`)
  if (isLotteryCategory(vendor.category)) {
    const prizeMode = prizeModeOfVendor(vendor.code)
    return {
      content: {
        game_url: await lotteryPage(ctx, caller, prizeMode, request.gameId ?? undefined, undefined, "gameId"),
      },
    }
  }
  if (request.roomId != null && request.roomId !== "") {
    const room = roomById(request.roomId)
    if (room === undefined || room.game.vendor !== vendor.code) {
      throw badRequest("roomId", `no room ${JSON.stringify(request.roomId.slice(0, 40))} of ${vendor.code}`)
    }
    const token = await slotPage(ctx, caller, room.game, room.name, room.roomId)
    return { content: pageUrl(ctx, "slot", token) }
  }
  const game = gameOfRequest(vendor.code, request)
  const token = await slotPage(ctx, caller, game, game.name, null)
  return { content: { game_url: pageUrl(ctx, "slot", token), game_url2: null } }
}

/** A slot for fun: a fun session on play money, whoever asks (no session needed, no member involved). */
const launchFun = async (ctx: Context, request: GlsLaunchRequest) => {
  const vendor = vendorByCode(request.vassalage)
  if (vendor === undefined)
    throw badRequest("vassalage", `unknown vendor ${JSON.stringify(request.vassalage.slice(0, 40))}`)
  if (request.roomId != null && request.roomId !== "") throw badRequest("roomId", "a room is not offered for fun")
  const game = vendor.category === "RNG" ? gameOfRequest(vendor.code, request) : undefined
  if (game === undefined || !offersFreePlay(game)) {
    throw badRequest("accountType", "free play is offered on slots only: launch with 1")
  }
  // A fun session costs a row and the rounds' work, and anyone may open one: a budget per address and hour.
  await claimBudgets(
    ctx.services.db,
    [
      {
        subject: `fun:ip:${ctx.ip}`,
        limit: ctx.services.config.budgets.funPerAddress,
        windowMs: 60 * 60_000,
        refusal: tooManyRequests("Too many games for fun opened from this address"),
      },
    ],
    ctx.now,
  )
  const token = await openFunSession(ctx.services.db, game, ctx.now)
  return { content: { game_url: pageUrl(ctx, "slot", token), game_url2: null } }
}

/** The game a GLS request names by node id or game id (both, when given, must agree), else the vendor's lobby. */
const gameOfRequest = (vendor: string, request: GlsLaunchRequest): DemoGame => {
  const byNode = request.nodeId != null && request.nodeId !== "" ? gameByNodeId(request.nodeId) : undefined
  const byId = request.gameId != null && request.gameId !== "" ? gameByCode(request.gameId) : undefined
  if (request.nodeId != null && request.nodeId !== "" && byNode?.vendor !== vendor) {
    throw badRequest("nodeId", `no game ${JSON.stringify(request.nodeId.slice(0, 40))} of ${vendor}`)
  }
  if (request.gameId != null && request.gameId !== "" && byId?.vendor !== vendor) {
    throw badRequest("gameId", `no game ${JSON.stringify(request.gameId.slice(0, 40))} of ${vendor}`)
  }
  if (byNode !== undefined && byId !== undefined && byNode !== byId)
    throw badRequest("gameId", "names another game than nodeId")
  const game = byNode ?? byId ?? lobbyGameOf(vendor)
  if (game === undefined) throw badRequest("gameId", `${vendor} has no game to launch`)
  return game
}

/** Issues the token of a slot page and records the game as recently played. */
const slotPage = (ctx: Context, caller: Caller, game: DemoGame, name: string, roomId: string | null) =>
  ctx.services.db.transaction(async (tx) => {
    await recordRecent(tx, "games", caller.memberId, game.nodeId, ctx.now)
    return issue(
      tx,
      {
        memberId: caller.memberId,
        kind: "slot",
        vendor: game.vendor,
        accountTypeId: game.accountTypeId,
        category: game.category,
        gameCode: game.code,
        gameName: name,
        nodeId: game.nodeId,
        roomId,
        prizeMode: null,
        backUrl: null,
      },
      caller.token,
      ctx.now,
    )
  })

/** Issues the token of a lottery lobby (on one game when given) and records the game as recently played. */
const lotteryPage = async (
  ctx: Context,
  caller: Caller,
  prizeMode: string,
  gameCode: string | undefined,
  backUrl: string | undefined,
  field = "lottoGameCode",
): Promise<string> => {
  const vendor = vendorByCode(vendorOfPrizeMode(prizeMode))!
  const game = gameCode === undefined || gameCode === "" ? undefined : lotteryByCode(gameCode)
  if (
    gameCode !== undefined &&
    gameCode !== "" &&
    (game === undefined || areaOfLottery(game.code) !== areaOfPrizeMode(prizeMode))
  ) {
    throw badRequest(field, `no lottery game ${JSON.stringify(gameCode.slice(0, 40))} in prize mode ${prizeMode}`)
  }
  const token = await ctx.services.db.transaction(async (tx) => {
    if (game !== undefined) await recordRecent(tx, "lotteries", caller.memberId, game.code, ctx.now)
    return issue(
      tx,
      {
        memberId: caller.memberId,
        kind: "lottery",
        vendor: vendor.code,
        accountTypeId: vendor.accountTypeId,
        category: vendor.category,
        gameCode: game?.code ?? "LOBBY",
        gameName: game?.name ?? vendor.displayName,
        nodeId: null,
        roomId: null,
        prizeMode,
        backUrl: backUrl ?? null,
      },
      caller.token,
      ctx.now,
    )
  })
  return pageUrl(ctx, "lottery", token)
}

/**
 * The back address as a path of the portal, judged after URL parsing (which drops tabs and newlines and reads `\` as
 * `/`, so `/\t/evil.example` and `/\\evil.example` are other hosts), or undefined when it leads elsewhere. The
 * portal's own absolute address (what the UI sends) counts by host alone, since a proxy may end TLS before the
 * sandbox; only its path is kept, so the link always stays on the origin that serves it.
 */
const sameOriginPath = (url: string, origin: string): string | undefined => {
  if (url.length > 500) return undefined
  try {
    const base = new URL(origin)
    const u = new URL(url, base)
    if ((u.protocol !== "http:" && u.protocol !== "https:") || u.host !== base.host) return undefined
    // A path that itself begins with `//` would be read as another host once written into the page.
    if (u.username !== "" || u.password !== "" || u.pathname.startsWith("//")) return undefined
    return `${u.pathname}${u.search}${u.hash}`
  } catch {
    return undefined
  }
}

const launchLottery = async (ctx: Context, caller: Caller, request: LotteryLaunchRequest) => {
  if (!prizeModes.has(request.lottoPrizeMode)) {
    throw badRequest("lottoPrizeMode", "must be one of Lott, ZY, Elott, SEA")
  }
  const code = request.lottoGameCode === "" ? undefined : request.lottoGameCode
  if (request.lottoView === "betting" && code === undefined) {
    throw badRequest("lottoGameCode", "the betting view needs a game code")
  }
  const backUrl =
    request.backUrl === undefined || request.backUrl === "" ? undefined : sameOriginPath(request.backUrl, ctx.origin)
  if (request.backUrl !== undefined && request.backUrl !== "" && backUrl === undefined) {
    throw badRequest("backUrl", "must be a path of the portal")
  }
  return { gameUrl: await lotteryPage(ctx, caller, request.lottoPrizeMode, code, backUrl) }
}

export const launchHandlers = { launchGame }
