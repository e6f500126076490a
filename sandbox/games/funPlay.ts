/**
 * Play for fun: a slot launched with `accountType: 0` (the wire's free play, spec section 3) by anyone, a visitor or a
 * trial account included, plays on a play balance of its own session, never on a wallet. A fun session is a row of
 * `fun_sessions` opened by a token of its own (`fun_` and 256 random bits, kept only as their SHA-256), so the real
 * game API's token check refuses it and a real launch token never opens a fun session. Its rounds are drawn by the
 * same machine as real rounds but written only to `fun_rounds`: no journal entry, no `bets` row (so no betting record,
 * winner board, jackpot share or agent's settlement), no protection claim (nothing is staked). A round id plays once.
 */

import { randomBytes, randomInt } from "node:crypto"
import { gameCodes, gatewayCodes } from "../../core/contract/ErrorCode.ts"
import type { Database, Queryable } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"
import type { DemoGame } from "./catalogue.ts"
import { spin } from "./slot/machine.ts"
import { type Round, roundOf } from "./slot/round.ts"
import { type TokenGameRow, tokenGameOf, tokenHash } from "./tokenGame.ts"

/** The play money a fun session starts with, in minor units (P 2,000.00, what a trial account is given). */
export const funStartBalance = 200_000

/** How long a fun session lasts. */
export const funLifetimeMs = 2 * 60 * 60 * 1000

/** Whether a game offers free play: the slots of the slot (RNG) vendors (their game items say `freeplay`). */
export const offersFreePlay = (game: { readonly category: string; readonly classify: string }): boolean =>
  game.category === "RNG" && game.classify === "SLOT"

/** A fun session's token: told apart from a launch token (64 hex digits) by its prefix. */
export const funTokenPattern = /^fun_[0-9a-f]{64}$/

/** True for a token of the fun sessions' shape. */
export const isFunToken = (token: unknown): token is string => typeof token === "string" && funTokenPattern.test(token)

/** What a fun session plays. */
export interface FunTicket {
  readonly vendor: string
  readonly accountTypeId: number
  readonly category: string
  readonly gameCode: string
  readonly gameName: string
  readonly roomId: null
  readonly balance: number
  readonly expiresAt: number
}

/** Opens a fun session on a game; returns its token. Expired sessions (and their rounds) are dropped. */
export const openFunSession = async (db: Database, game: DemoGame, now: number): Promise<string> => {
  const token = `fun_${randomBytes(32).toString("hex")}`
  await db.transaction(async (tx) => {
    await tx.query("delete from fun_sessions where expires_at < $1", [new Date(now)])
    await tx.query(
      `insert into fun_sessions (token_hash, vendor, account_type_id, category, game_code, game_name, balance,
         created_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        tokenHash(token),
        game.vendor,
        game.accountTypeId,
        game.category,
        game.code,
        game.name,
        funStartBalance,
        new Date(now),
        new Date(now + funLifetimeMs),
      ],
    )
  })
  return token
}

interface Row extends TokenGameRow {
  balance: string
  expires_at: Date
}

const ticketOfRow = (row: Row): FunTicket => ({
  ...tokenGameOf(row),
  roomId: null,
  balance: Number(row.balance),
  expiresAt: new Date(row.expires_at).getTime(),
})

const select = `select vendor, account_type_id, category, game_code, game_name, balance, expires_at
  from fun_sessions where token_hash = $1 and expires_at > $2`

/** The fun session of a token, or undefined (unknown, malformed or expired). */
export const funTicketOf = async (q: Queryable, token: string, now: number): Promise<FunTicket | undefined> => {
  if (!isFunToken(token)) return undefined
  const [row] = await q.query<Row>(select, [tokenHash(token), new Date(now)])
  return row === undefined ? undefined : ticketOfRow(row)
}

/** The session's last rounds, newest first. */
export const funHistory = async (q: Queryable, token: string) =>
  (
    await q.query<{ round_id: string; stake: string; payout: string; created_at: Date }>(
      `select round_id, stake, payout, created_at from fun_rounds where token_hash = $1
        order by created_at desc, round_id desc limit 10`,
      [tokenHash(token)],
    )
  ).map((r) => ({
    roundId: r.round_id,
    stake: Number(r.stake),
    payout: Number(r.payout),
    at: new Date(r.created_at).getTime(),
  }))

/** A game session (fun or real) that has ended or never was. */
export const sessionEnded = () =>
  new ApiError(401, gameCodes.launchTokenInvalid, "This game session has ended: launch the game again from the portal")

/**
 * Plays one fun round on the session's play balance, once per round id: the session row is locked, so two rounds of
 * one session never spend the same play money twice.
 */
export const playFunRound = (db: Database, token: string, roundId: string, stake: number, now: number) =>
  db.transaction(async (tx): Promise<Round> => {
    const [row] = await tx.query<Row>(`${select} for update`, [tokenHash(token), new Date(now)])
    if (row === undefined) throw sessionEnded()
    const [done] = await tx.query<{ stake: string; answer: Round | string }>(
      "select stake, answer from fun_rounds where token_hash = $1 and round_id = $2",
      [tokenHash(token), roundId],
    )
    if (done !== undefined) {
      if (Number(done.stake) !== stake) {
        throw new ApiError(422, gatewayCodes.idempotencyKeyReused, "This idempotency key was used for another request")
      }
      return typeof done.answer === "string" ? (JSON.parse(done.answer) as Round) : done.answer
    }
    const balance = Number(row.balance)
    if (balance < stake) {
      throw new ApiError(
        400,
        gameCodes.playBalanceNotEnough,
        "Your play money cannot cover this stake: launch the game for fun again to start over",
      )
    }
    const outcome = spin((max) => randomInt(max), stake)
    const round = roundOf(roundId, outcome, stake, balance - stake + outcome.payout)
    await tx.query("update fun_sessions set balance = $2 where token_hash = $1", [tokenHash(token), round.balance])
    await tx.query(
      `insert into fun_rounds (token_hash, round_id, stake, payout, answer, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [tokenHash(token), roundId, stake, outcome.payout, JSON.stringify(round), new Date(now)],
    )
    return round
  })
