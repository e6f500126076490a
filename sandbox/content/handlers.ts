/**
 * The content calls (spec sections 1, 3, 5 and 7; wire notes sections 4 and 5): announcements by type, the winner
 * board from the bets really played, feedback, the member's unread message count, and the ping probe of the mirror
 * speed test.
 */

import type { Api } from "../../core/contract/Api.ts"
import { accountCodes, gatewayCodes, sessionCodes } from "../../core/contract/ErrorCode.ts"
import { announcementTypes } from "../../core/model/Announcements.ts"
import { gameCategories } from "../../core/model/GameCategory.ts"
import { homeBanners } from "../../core/projections/homeBanners.ts"
import { feedbackWordBounds, wordCount } from "../../core/validation/Feedback.ts"
import { consumeCaptcha } from "../accounts/captchas.ts"
import type { Queryable } from "../db/Database.ts"
import { gameByCode } from "../games/catalogue.ts"
import { portalTime } from "../games/portalTime.ts"
import { ApiError, badRequest } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { maxImageBytes } from "../money/images.ts"
import { jackpot } from "./jackpot.ts"
import { maskName } from "./maskName.ts"

/** Announcement types (spec section 3). H, the home set, has no list of its own: it is accepted and adds nothing. */
const knownTypes = new Set<string>(announcementTypes)

interface AnnouncementRow {
  id: string
  type: string
  title: string
  subtitle: string | null
  action: string | null
  content: string
  execution: string | null
  group_name: string | null
  url: string | null
  linkage: string | null
  linkage_type: string | null
  vendor: string | null
  node_id: string | null
  room_id: string | null
  promotion_type: string | null
  published_at: Date
}

/** What every announcement but a banner answers: its id, title and content. */
const notice = (r: AnnouncementRow) => ({ id: String(r.id), title: r.title, content: r.content })

/** The order announcements are served in (the banners' is the carousel's). */
const announcementOrder = "a.sort, a.published_at desc, a.id"

const announcements: Handler<Api["announcements"]> = async (ctx, request) => {
  const types = new Set(request.types.split(",").map((t) => t.trim()))
  for (const t of types) {
    if (!knownTypes.has(t)) throw badRequest("types", `unknown announcement type ${JSON.stringify(t.slice(0, 10))}`)
  }
  // The words in the language the call carries, else the announcement's own (the brand's default language).
  const rows = await ctx.services.db.query<AnnouncementRow>(
    `select a.id, a.type, coalesce(t.title, a.title) as title, coalesce(t.subtitle, a.subtitle) as subtitle,
            coalesce(t.action, a.action) as action, coalesce(t.content, a.content) as content, a.execution,
            a.group_name, a.url, a.linkage, a.linkage_type, a.vendor, a.node_id, a.room_id, a.promotion_type,
            a.published_at
       from announcements a left join announcement_texts t on t.announcement_id = a.id and t.language = $2
      where a.type = any($1::text[]) order by ${announcementOrder}`,
    [[...types], ctx.language],
  )
  const of = (type: string) => rows.filter((r) => r.type === type)
  const group = request.groupName === undefined || request.groupName === "" ? undefined : request.groupName
  // A popup shows always (A) or at the moment the request names (F first login, B before login).
  const execution = request.execution
  /** The list of one announcement type under its key, present only when the request asked for that type. */
  const section = <K extends string, A>(type: string, key: K, list: (rows: ReadonlyArray<AnnouncementRow>) => A) =>
    (types.has(type) ? { [key]: list(of(type)) } : {}) as { readonly [P in K]?: A }
  return {
    ...section("B", "banners", (rows) =>
      rows
        .filter((r) => group === undefined || r.group_name === group)
        .map((r) => ({
          groupName: r.group_name,
          url: r.url,
          linkage: r.linkage,
          linkageType: r.linkage_type,
          roomId: r.room_id,
          nodeId: r.node_id === null ? null : String(r.node_id),
          vendor: r.vendor,
          title: r.title,
          subtitle: r.subtitle,
          action: r.action,
        })),
    ),
    ...section("PL", "player", (rows) =>
      rows.map((r) => ({
        ...notice(r),
        timestamp: portalTime(new Date(r.published_at).getTime()),
      })),
    ),
    ...section("PU", "popup", (rows) =>
      rows
        .filter((r) => execution === undefined || r.execution === "A" || r.execution === execution)
        .map((r) => ({
          ...notice(r),
          execution: r.execution,
          promotionType: r.promotion_type,
        })),
    ),
    ...section("PR", "promotion", (rows) =>
      rows.map((r) => ({
        ...notice(r),
        url: r.url,
        promotionType: r.promotion_type,
      })),
    ),
  }
}

/**
 * The image of the first banner the home page's carousel will show (core's `homeBanners` over the banners in the
 * order the announcements call serves them), for the page's first frame (sandbox/http/firstBanner.ts); undefined
 * when the brand has none.
 */
export const firstHomeBanner = async (db: Queryable): Promise<string | undefined> => {
  const rows = await db.query<{ group_name: string | null; url: string | null }>(
    `select a.group_name, a.url from announcements a where a.type = 'B' order by ${announcementOrder}`,
  )
  return homeBanners(rows.map((r) => ({ groupName: r.group_name, url: r.url })))[0]?.url ?? undefined
}

/** The most records the board serves (the wire notes saw 20 and 100). */
export const maxWinners = 100

/** The biggest payouts of winning rounds (paid more than staked), largest first, across every member. */
const winnerBoard: Handler<Api["winnerBoard"]> = async (ctx, request) => {
  const limit = request.limitNum
  if (!Number.isInteger(limit) || limit < 1 || limit > maxWinners) {
    throw badRequest("limitNum", `must be a whole number between 1 and ${maxWinners}`)
  }
  const category = request.gameCategory.toUpperCase()
  if (category !== "ALL" && !(gameCategories as ReadonlyArray<string>).includes(category)) {
    throw badRequest("gameCategory", "must be ALL or a game category")
  }
  const rows = await ctx.services.db.query<{
    id: string
    account: string
    payout: string
    vendor: string
    game_code: string
    game_name: string
  }>(
    `select b.id, m.account, b.payout, b.vendor, b.game_code, b.game_name
       from bets b join members m on m.id = b.member_id
      where b.payout > b.stake and ($2 = 'ALL' or b.category = $2)
      order by b.payout desc, b.id desc limit $1`,
    [limit, category],
  )
  return {
    list: rows.map((r) => {
      const game = gameByCode(r.game_code)
      return {
        vo: {
          recordId: String(r.id),
          customerName: maskName(r.account),
          winAmount: Number(r.payout),
          gameId: r.game_code,
          nodeId: game === undefined ? null : String(game.nodeId),
          vendor: r.vendor,
          gameName: r.game_name,
        },
      }
    }),
  }
}

/** Feedback types a form may send: letters, digits, spaces, `_` and `-`. */
const feedbackType = /^[\w -]{1,40}$/

/** Attachments: a PNG or JPEG data URL of at most 5 MB (spec section 5's limit for images). */
const attachment = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/

/** Feedback from one address (or one member) per window: at most this many. */
const feedbackPerWindow = 5
const feedbackWindowMs = 10 * 60 * 1000

/**
 * Stores feedback. The content must lie within the word bounds of the feedback form (core/validation/Feedback.ts);
 * the sender must be the session's account, or "" for a visitor; only members may attach a file; the captcha is the
 * one last issued to the caller's address (`GET /wps/captcha`, checked once by the accounts area's `consumeCaptcha`).
 */
const feedback: Handler<Api["feedback"]> = async (ctx, request) => {
  const member = ctx.caller
  if (member === undefined ? request.sender !== "" : request.sender !== "" && request.sender !== member.account) {
    throw badRequest("sender", member === undefined ? "must be empty for a visitor" : "is not the session's account")
  }
  if (!feedbackType.test(request.type)) throw badRequest("type", "1 to 40 letters, digits, spaces, _ or -")
  const content = request.content.trim()
  const words = content.length > 20_000 ? Number.POSITIVE_INFINITY : wordCount(content)
  const { min, max } = feedbackWordBounds
  if (words < min || words > max) throw badRequest("content", `must be between ${min} and ${max} words`)
  if (request.file !== undefined && request.file !== "") {
    if (member === undefined) throw badRequest("file", "only members may attach a file")
    if (!attachment.test(request.file) || (request.file.length * 3) / 4 > maxImageBytes * 1.01) {
      throw badRequest("file", "must be a PNG or JPEG image of at most 5 MB, as a data URL")
    }
  }
  if (!(await consumeCaptcha(ctx.services.db, ctx.ip, request.captcha, ctx.now))) {
    throw new ApiError(400, accountCodes.captchaIncorrect, "The captcha is incorrect, please try again", {
      captcha: true,
    })
  }
  await ctx.services.db.transaction(async (tx) => {
    const [recent] = await tx.query<{ n: string }>(
      `select count(*) as n from feedback
        where (case when $2::bigint is null then ip = $1 and member_id is null else member_id = $2 end) and created_at > $3`,
      [ctx.ip, member?.memberId ?? null, new Date(ctx.now - feedbackWindowMs)],
    )
    if (Number(recent?.n ?? 0) >= feedbackPerWindow) {
      throw new ApiError(
        429,
        gatewayCodes.tooManyRequests,
        "Too much feedback at once: please try again in a few minutes",
      )
    }
    await tx.query(
      "insert into feedback (member_id, sender, type, content, file, ip, created_at) values ($1, $2, $3, $4, $5, $6, $7)",
      [
        member?.memberId ?? null,
        member?.account ?? "",
        request.type,
        content,
        request.file || null,
        ctx.ip,
        new Date(ctx.now),
      ],
    )
  })
  return null
}

/** Unread messages of the member's inbox (the `messages` table, which the member area writes). */
const unreadCount: Handler<Api["unreadCount"]> = async (ctx) => {
  if (ctx.caller === undefined) throw new ApiError(401, sessionCodes.notLoggedIn, "You are not logged in, please login")
  const [row] = await ctx.services.db.query<{ n: string }>(
    "select count(*) as n from messages where member_id = $1 and read_at is null",
    [ctx.caller.memberId],
  )
  return Number(row?.n ?? 0)
}

/** The speed probe: answers at once, echoing the probe's `speed` with the server's time. */
const ping: Handler<Api["ping"]> = async (ctx, request) => ({ speed: request.speed, serverTime: ctx.now })

export const contentHandlers = { announcements, winnerBoard, jackpot, feedback, unreadCount, ping }
