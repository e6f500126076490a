/**
 * One round of the demo slot on the ledger: the stake comes from the member's wallet of the game's vendor
 * (our choice: the game plays on the vendor wallet only, as a real vendor's game does; an empty wallet is refused
 * with `balance_not_enough` and the page asks the member to transfer funds in), the reels are drawn with node:crypto,
 * and the stake to the house and the payout back are one journal entry written in one transaction with the `bets`
 * row. The client's round id is the idempotency key: the same round id gives the same round, never a second one.
 */

import { randomInt } from "node:crypto"
import { moneyCodes } from "../../../core/contract/ErrorCode.ts"
import type { Database, Queryable } from "../../db/Database.ts"
import { ApiError } from "../../http/ApiError.ts"
import { once } from "../../ledger/idempotency.ts"
import { House, type Posting, post, vendor } from "../../ledger/ledger.ts"
import { dateEntry, lockWallet } from "../../ledger/reads.ts"
import { claimMovement } from "../../protection/limits.ts"
import type { Ticket } from "../launchTokens.ts"
import { type LineWin, type Outcome, type SlotSymbol, spin } from "./machine.ts"

/** What a round answers. */
export interface Round {
  readonly roundId: string
  readonly stops: readonly [number, number, number]
  readonly window: ReadonlyArray<ReadonlyArray<SlotSymbol>>
  readonly wins: ReadonlyArray<LineWin>
  readonly stake: number
  readonly payout: number
  /** The vendor wallet after the round, in minor units. */
  readonly balance: number
}

/** The answer of a round the machine played, with the wallet (real or play money) after it. */
export const roundOf = (roundId: string, outcome: Outcome, stake: number, balance: number): Round => ({
  roundId,
  stops: outcome.stops,
  window: outcome.window,
  wins: outcome.wins,
  stake,
  payout: outcome.payout,
  balance,
})

/** The `bets.round_id` of a member's round: the client's id, scoped by member. */
export const betRoundId = (memberId: number, roundId: string): string => `${memberId}:${roundId}`

/**
 * Writes a drawn outcome for a member inside the caller's transaction: checks and locks the vendor wallet, posts
 * the round's journal entry and the bet. Used by play and by the seed's history.
 */
export const settle = async (
  tx: Queryable,
  ticket: Pick<Ticket, "memberId" | "vendor" | "accountTypeId" | "category" | "gameCode" | "gameName">,
  roundId: string,
  outcome: Outcome,
  now: number,
): Promise<{ journalId: number; balance: number }> => {
  const wallet = vendor(ticket.memberId, ticket.accountTypeId)
  const balance = await lockWallet(tx, wallet)
  if (balance < outcome.stake) {
    throw new ApiError(
      400,
      moneyCodes.balanceNotEnough,
      `Your ${ticket.vendor} wallet cannot cover this stake: transfer funds from your main wallet to it first`,
    )
  }
  const postings: Array<Posting> = [
    { account: wallet, amount: -outcome.stake },
    { account: House.games, amount: outcome.stake },
  ]
  if (outcome.payout > 0) {
    postings.push({ account: House.games, amount: -outcome.payout }, { account: wallet, amount: outcome.payout })
  }
  const journalId = await post(tx, {
    kind: "game.round",
    memberId: ticket.memberId,
    meta: {
      roundId,
      vendor: ticket.vendor,
      game: ticket.gameCode,
      stake: outcome.stake,
      payout: outcome.payout,
      stops: outcome.stops,
    },
    postings,
  })
  // Dated by the sandbox's clock, like the bet: the records filter by it (tests move it), not by the database's.
  await dateEntry(tx, journalId, now)
  await tx.query(
    `insert into bets (member_id, vendor, account_type_id, category, game_code, game_name, stake, payout, round_id,
       journal_id, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      ticket.memberId,
      ticket.vendor,
      ticket.accountTypeId,
      ticket.category,
      ticket.gameCode,
      ticket.gameName,
      outcome.stake,
      outcome.payout,
      betRoundId(ticket.memberId, roundId),
      journalId,
      new Date(now),
    ],
  )
  // The wallet is locked until the transaction ends: its balance is the locked one moved by this round.
  return { journalId, balance: balance - outcome.stake + outcome.payout }
}

/** Plays a round once per round id (a replay answers the stored round). */
export const playRound = (db: Database, ticket: Ticket, roundId: string, stake: number, now: number): Promise<Round> =>
  once(
    db,
    {
      key: `round-${roundId}`,
      memberId: ticket.memberId,
      endpoint: "play.spin",
      request: { game: ticket.gameCode, stake },
    },
    async (tx) => {
      const outcome = spin((max) => randomInt(max), stake)
      // Player protection: the stake is checked against the wager and loss limits (as if lost) and the round's stake
      // and payout counted, in the round's transaction; an excluded member plays no round.
      await claimMovement(tx, ticket.memberId, now, { stake: outcome.stake, payout: outcome.payout })
      const { balance } = await settle(tx, ticket, roundId, outcome, now)
      return roundOf(roundId, outcome, stake, balance)
    },
  )
