/**
 * The demo game pages and their API, outside the platform contract:
 *
 * - `GET /play/slot?t=<launch token>`, `GET /play/lottery?t=...`: the pages `launchGame` answers;
 * - `GET /play/assets/<file>`, `GET /play/symbols/<SYMBOL>.svg`: their script, style sheet and reel symbols;
 * - `GET /play/api/session?t=...`: the game, the vendor wallet's balance, the stakes, lines and paytable, the last
 *   rounds; `POST /play/api/spin` `{ t, roundId, stake }`: plays one round (games/slot/round.ts).
 *
 * A fun session's token (`fun_...`, games/funPlay.ts) opens the same slot page and API on its play balance instead:
 * the answers say `fun: true`, and no call of a fun session reaches a wallet or the ledger.
 *
 * The portal shows a game in a sandboxed iframe without `allow-same-origin`, so the page's origin is "null": the API
 * answers CORS for any origin (these routes only, preflight included) and authenticates by the launch token alone,
 * never by cookies. Answers use the platform's envelope.
 */

import { readFileSync } from "node:fs"
import type { IncomingMessage, ServerResponse } from "node:http"
import { join } from "node:path"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { gatewayCodes } from "../../../core/contract/ErrorCode.ts"
import { ApiError, badRequest } from "../../http/ApiError.ts"
import { parseJson, readBody } from "../../http/body.ts"
import { sendError, sendJson } from "../../http/router.ts"
import { balanceOf, vendor } from "../../ledger/ledger.ts"
import type { RouteFactory } from "../../routes.ts"
import { vendorByCode } from "../../seed/vendors.ts"
import type { Services } from "../../services.ts"
import { funHistory, funTicketOf, isFunToken, playFunRound, sessionEnded } from "../funPlay.ts"
import { sendSvg } from "../imageRoutes.ts"
import { type Ticket, verify } from "../launchTokens.ts"
import { roomStakes } from "../pvpRooms.ts"
import { lines, returnToPlayer, symbols, threeOfAKind, twoCherries } from "../slot/machine.ts"
import { playRound } from "../slot/round.ts"
import { lotteryPage } from "./lotteryPage.ts"
import { currencySymbol, expiredPage, sendPage } from "./page.ts"
import { slotPage } from "./slotPage.ts"
import { symbolArt } from "./symbolArt.ts"

const assetTypes: Readonly<Record<string, string>> = {
  "slot.js": "text/javascript; charset=utf-8",
  "play.css": "text/css; charset=utf-8",
}

const assets = new Map<string, Buffer>()

const asset = (name: string): Buffer => {
  let b = assets.get(name)
  if (b === undefined) {
    b = readFileSync(join(import.meta.dirname, "assets", name))
    assets.set(name, b)
  }
  return b
}

/** CORS for the game API: any origin (the sandboxed page's is "null"), no credentials. */
const cors = (res: ServerResponse) => {
  res.setHeader("Access-Control-Allow-Origin", "*")
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
  res.setHeader("Access-Control-Allow-Headers", "Content-Type")
  res.setHeader("Access-Control-Max-Age", "600")
}

const tokenPattern = /^[0-9a-f]{64}$/

/** The ticket of a request's token, or a 401. */
const ticketOf = async (services: Services, token: unknown, kind?: Ticket["kind"]): Promise<Ticket> => {
  const ticket =
    typeof token === "string" && tokenPattern.test(token)
      ? await verify(services.db, token, services.clock())
      : undefined
  if (ticket === undefined) throw sessionEnded()
  if (kind !== undefined && ticket.kind !== kind) throw new ApiError(400, gatewayCodes.badRequest, "t: not a slot game")
  return ticket
}

/** The body of a spin. */
const SpinRequest = Schema.Struct({ t: Schema.String, roundId: Schema.String, stake: Schema.Int })
const decodeSpin = Schema.decodeUnknownResult(SpinRequest, { onExcessProperty: "ignore" })

const roundIdPattern = /^[A-Za-z0-9_-]{8,64}$/

/** What the slot's session answers of its game and its rules. */
const gameOf = (ticket: Pick<Ticket, "gameCode" | "gameName" | "vendor" | "category" | "roomId">) => ({
  code: ticket.gameCode,
  name: ticket.gameName,
  vendor: ticket.vendor,
  vendorName: vendorByCode(ticket.vendor)?.displayName ?? ticket.vendor,
  category: ticket.category,
  roomId: ticket.roomId,
})

const rules = (roomId: string | null) => ({
  currency: currencySymbol,
  stakes: roomStakes(roomId),
  lines,
  paytable: { threeOfAKind, twoCherries, symbols },
  rtp: returnToPlayer(),
})

/** A fun session: the play balance stands where the wallet's would. */
const funSession = async (services: Services, token: string) => {
  const ticket = await funTicketOf(services.db, token, services.clock())
  if (ticket === undefined) throw sessionEnded()
  return {
    fun: true,
    game: gameOf(ticket),
    wallet: { accountTypeId: ticket.accountTypeId, balance: ticket.balance },
    ...rules(null),
    history: await funHistory(services.db, token),
    expiresAt: ticket.expiresAt,
  }
}

const session = async (services: Services, url: URL) => {
  const t = url.searchParams.get("t")
  if (isFunToken(t)) return funSession(services, t)
  const ticket = await ticketOf(services, t, "slot")
  const rows = await services.db.query<{ round_id: string; stake: string; payout: string; created_at: Date }>(
    `select round_id, stake, payout, created_at from bets
      where member_id = $1 and game_code = $2 order by created_at desc, id desc limit 10`,
    [ticket.memberId, ticket.gameCode],
  )
  return {
    fun: false,
    game: gameOf(ticket),
    wallet: {
      accountTypeId: ticket.accountTypeId,
      balance: await balanceOf(services.db, vendor(ticket.memberId, ticket.accountTypeId)),
    },
    ...rules(ticket.roomId),
    history: rows.map((r) => ({
      roundId: r.round_id.slice(r.round_id.indexOf(":") + 1),
      stake: Number(r.stake),
      payout: Number(r.payout),
      at: new Date(r.created_at).getTime(),
    })),
    expiresAt: ticket.expiresAt,
  }
}

const spin = async (services: Services, req: IncomingMessage) => {
  const decoded = decodeSpin(parseJson(await readBody(req, 4096)))
  if (Result.isFailure(decoded)) throw badRequest("body", "expected { t, roundId, stake }")
  const { t, roundId, stake } = decoded.success
  if (isFunToken(t)) {
    if (!roundIdPattern.test(roundId)) throw badRequest("roundId", "8 to 64 letters, digits, _ or -")
    if (!roomStakes(null).includes(stake)) throw badRequest("stake", `must be one of ${roomStakes(null).join(", ")}`)
    return playFunRound(services.db, t, roundId, stake, services.clock())
  }
  const ticket = await ticketOf(services, t, "slot")
  if (!roundIdPattern.test(roundId)) throw badRequest("roundId", "8 to 64 letters, digits, _ or -")
  // A PVP room takes its stakes from its minimum bet up (games/pvpRooms.ts); both in minor units.
  const offered = roomStakes(ticket.roomId)
  if (!offered.includes(stake)) throw badRequest("stake", `must be one of ${offered.join(", ")} (minor units)`)
  return playRound(services.db, ticket, roundId, stake, services.clock())
}

const api = async (services: Services, req: IncomingMessage, res: ServerResponse, url: URL) => {
  cors(res)
  if (req.method === "OPTIONS") {
    res.writeHead(204)
    res.end()
    return
  }
  try {
    if (url.pathname === "/play/api/session" && req.method === "GET") {
      sendJson(res, 200, { success: true, value: await session(services, url) })
    } else if (url.pathname === "/play/api/spin" && req.method === "POST") {
      sendJson(res, 200, { success: true, value: await spin(services, req) })
    } else throw new ApiError(404, gatewayCodes.functionNotAvailable, `no such call: ${req.method} ${url.pathname}`)
  } catch (e) {
    if (e instanceof ApiError) sendError(res, e)
    else {
      services.log(`play api failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
      sendError(res, new ApiError(500, gatewayCodes.busy, "System busy, please try again later"))
    }
  }
}

const pageOf = async (services: Services, res: ServerResponse, url: URL, kind: Ticket["kind"]) => {
  const token = url.searchParams.get("t")
  if (isFunToken(token)) {
    const fun = kind === "slot" ? await funTicketOf(services.db, token, services.clock()) : undefined
    if (fun === undefined) sendPage(res, 401, expiredPage())
    else sendPage(res, 200, slotPage(fun, true))
    return
  }
  const ticket =
    token !== null && tokenPattern.test(token) ? await verify(services.db, token, services.clock()) : undefined
  if (ticket === undefined || ticket.kind !== kind) sendPage(res, 401, expiredPage())
  else sendPage(res, 200, kind === "slot" ? slotPage(ticket) : lotteryPage(ticket, services.clock()))
}

const symbolPath = /^\/play\/symbols\/([A-Z]{3,6})\.svg$/

export const playRoutes: RouteFactory = (services) => async (req, res, url) => {
  if (!url.pathname.startsWith("/play/")) return false
  if (url.pathname.startsWith("/play/api/")) {
    await api(services, req, res, url)
    return true
  }
  if (req.method !== "GET" && req.method !== "HEAD") return false
  if (url.pathname === "/play/slot") await pageOf(services, res, url, "slot")
  else if (url.pathname === "/play/lottery") await pageOf(services, res, url, "lottery")
  else if (url.pathname.startsWith("/play/assets/")) {
    const name = url.pathname.slice("/play/assets/".length)
    const type = assetTypes[name]
    if (type === undefined) return false
    res.writeHead(200, { "Content-Type": type, "Cache-Control": "public, max-age=3600" })
    res.end(req.method === "HEAD" ? undefined : asset(name))
  } else {
    const m = symbolPath.exec(url.pathname)
    const symbol = symbols.find((s) => s === m?.[1])
    if (symbol === undefined) return false
    sendSvg(req, res, symbolArt(symbol))
  }
  return true
}
