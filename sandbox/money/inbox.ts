/**
 * Platform messages (spec section 2 `messageV2`; wire notes 6b `CSP_getInbox`; our `CSP_readMessage`): the member's
 * messages by page, newest first, each read or unread, with the unread count over all pages (the same count
 * `CSP_unreadCount` answers), and marking some read. Ids that are not the member's, or already read, are left alone.
 */

import type { Api } from "../../core/contract/Api.ts"
import { seededText } from "../content/seededTexts.ts"
import { portalTime } from "../games/portalTime.ts"
import { badRequest } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { callerOf } from "./callers.ts"
import { rowId } from "./ids.ts"
import { pageAnswer, pagingOf } from "./paging.ts"
import { ms, num } from "./rows.ts"

/** Most ids one call marks. */
export const maxMarked = 100

export const inbox: Handler<Api["inbox"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  const paging = pagingOf(request)
  const db = ctx.services.db
  const [count] = await db.query<{ n: unknown; unread: unknown }>(
    "select count(*) as n, count(*) filter (where read_at is null) as unread from messages where member_id = $1",
    [caller.memberId],
  )
  const rows = await db.query<{
    id: unknown
    title: string
    content: string
    type: string
    created_at: unknown
    read_at: unknown
  }>(
    `select id, title, content, type, created_at, read_at from messages where member_id = $1
      order by created_at desc, id desc limit $2 offset $3`,
    [caller.memberId, paging.size, paging.offset],
  )
  return {
    ...pageAnswer(
      rows.map((m) => ({
        id: String(num(m.id)),
        title: seededText(ctx.language, m.title),
        content: seededText(ctx.language, m.content),
        type: m.type,
        createTime: portalTime(ms(m.created_at)!),
        isRead: m.read_at !== null,
      })),
      num(count?.n),
      paging,
    ),
    unreadCount: num(count?.unread),
  }
}

export const markMessagesRead: Handler<Api["markMessagesRead"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  if (request.ids.length === 0 || request.ids.length > maxMarked)
    throw badRequest("ids", `from 1 to ${maxMarked} message ids`)
  const ids = request.ids.map((id, i) => rowId(`ids[${i}]`, id))
  await ctx.services.db.query(
    "update messages set read_at = $3 where member_id = $1 and id = any($2::bigint[]) and read_at is null",
    [caller.memberId, ids, new Date(ctx.now)],
  )
  return null
}
