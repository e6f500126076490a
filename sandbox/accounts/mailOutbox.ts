/**
 * The emails the sandbox would send (password recovery), written to `mail_outbox` instead: the platform sends nothing
 * anywhere. Developers and tests read them at `GET /sandbox/mail-outbox[?to=<address>]` in development mode only
 * (the same rule as the SMS outbox).
 */
import type { Queryable } from "../db/Database.ts"
import { sendJson } from "../http/router.ts"
import type { RouteFactory } from "../routes.ts"

/** An email to write. */
export interface Mail {
  readonly memberId: number | null
  readonly to: string
  readonly subject: string
  readonly body: string
}

/** Writes an email to the outbox. */
export const sendMail = async (db: Queryable, mail: Mail, now: number): Promise<void> => {
  await db.query(
    "insert into mail_outbox (member_id, to_address, subject, body, created_at) values ($1, $2, $3, $4, $5)",
    [mail.memberId, mail.to, mail.subject, mail.body, new Date(now)],
  )
}

/** `GET /sandbox/mail-outbox`: the latest 50 emails, newest first, optionally to one address. */
export const mailOutboxRoute: RouteFactory = (services) => async (req, res, url) => {
  if (url.pathname !== "/sandbox/mail-outbox" || req.method !== "GET" || !services.config.development) return false
  const to = url.searchParams.get("to")
  const rows = await services.db.query(
    `select to_address as "to", subject, body, created_at as "createdAt" from mail_outbox
      ${to === null ? "" : "where lower(to_address) = lower($1)"} order by id desc limit 50`,
    to === null ? [] : [to],
  )
  sendJson(res, 200, { success: true, value: rows })
  return true
}
