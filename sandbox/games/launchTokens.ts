/**
 * Launch tokens of the demo game pages: `launchGame` issues one per launch, bound to the member, the
 * vendor (whose wallet the game plays on), the game and the portal session it was asked under; the game page and its
 * API authenticate by it alone, never by cookies (the page runs in a sandboxed iframe whose origin is "null").
 * 256 random bits, kept only as their SHA-256; a token ends after `lifetimeMs` or when its portal session is
 * revoked (logout, password change, exclusion) or reaches its session-time limit (player protection).
 */
import { randomBytes } from "node:crypto"
import type { Queryable } from "../db/Database.ts"
import { type TokenGameRow, tokenGameOf, tokenHash } from "./tokenGame.ts"

/** How long a launch token opens its game. */
export const lifetimeMs = 4 * 60 * 60 * 1000

/** What a token opens. */
export interface Ticket {
  readonly memberId: number
  readonly account: string
  readonly kind: "slot" | "lottery"
  readonly vendor: string
  readonly accountTypeId: number
  readonly category: string
  readonly gameCode: string
  readonly gameName: string
  readonly nodeId: number | null
  readonly roomId: string | null
  readonly prizeMode: string | null
  readonly backUrl: string | null
  readonly expiresAt: number
}

/** Issues a token for a member's portal session; returns the token. Expired tokens of the member are dropped. */
export const issue = async (
  q: Queryable,
  ticket: Omit<Ticket, "account" | "expiresAt">,
  sessionToken: string,
  now: number,
): Promise<string> => {
  const token = randomBytes(32).toString("hex")
  await q.query("delete from launch_tokens where member_id = $1 and expires_at < $2", [ticket.memberId, new Date(now)])
  await q.query(
    `insert into launch_tokens (token_hash, member_id, session_hash, kind, vendor, account_type_id, category,
       game_code, game_name, node_id, room_id, prize_mode, back_url, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      tokenHash(token),
      ticket.memberId,
      tokenHash(sessionToken),
      ticket.kind,
      ticket.vendor,
      ticket.accountTypeId,
      ticket.category,
      ticket.gameCode,
      ticket.gameName,
      ticket.nodeId,
      ticket.roomId,
      ticket.prizeMode,
      ticket.backUrl,
      new Date(now),
      new Date(now + lifetimeMs),
    ],
  )
  return token
}

interface Row extends TokenGameRow {
  member_id: string
  account: string
  kind: "slot" | "lottery"
  node_id: string | null
  room_id: string | null
  prize_mode: string | null
  back_url: string | null
  expires_at: Date
}

/** The ticket of a valid token, or undefined (unknown, malformed, expired, or its session ended). */
export const verify = async (q: Queryable, token: string, now: number): Promise<Ticket | undefined> => {
  if (!/^[0-9a-f]{64}$/.test(token)) return undefined
  const [row] = await q.query<Row>(
    `select t.member_id, m.account, t.kind, t.vendor, t.account_type_id, t.category, t.game_code, t.game_name,
            t.node_id, t.room_id, t.prize_mode, t.back_url, t.expires_at
       from launch_tokens t
       join members m on m.id = t.member_id
       join sessions s on s.token_hash = t.session_hash
      where t.token_hash = $1 and t.expires_at > $2 and s.revoked_at is null
        and (s.limit_ends_at is null or s.limit_ends_at > $2)`,
    [tokenHash(token), new Date(now)],
  )
  if (row === undefined) return undefined
  return {
    memberId: Number(row.member_id),
    account: row.account,
    kind: row.kind,
    ...tokenGameOf(row),
    nodeId: row.node_id === null ? null : Number(row.node_id),
    roomId: row.room_id,
    prizeMode: row.prize_mode,
    backUrl: row.back_url,
    expiresAt: new Date(row.expires_at).getTime(),
  }
}
