/**
 * Deposits (spec sections 1 and 4; our calls `MCSFE_getDepositChannels`, `MCSFE_submitDepositRequest`,
 * `MCSFE_getDepositList`): the channels on offer with their limits, an order for an amount on a channel, and the
 * member's orders. An order is pending until the sandbox approves it `approvalDelayMs` later (our stand-in for the
 * payment provider's callback): approval credits the main wallet from the house's cash in one ledger entry. The
 * approval is driven by the clock, lazily (sweep.ts runs it when a request comes after the due time, and on a timer),
 * so it survives restarts: the due time is in the database.
 */

import type { Api } from "../../core/contract/Api.ts"
import { gatewayCodes, moneyCodes } from "../../core/contract/ErrorCode.ts"
import type { Deposit } from "../../core/model/Deposit.ts"
import { DepositStatus } from "../../core/model/Deposit.ts"
import { seededText } from "../content/seededTexts.ts"
import type { Database, Queryable } from "../db/Database.ts"
import { portalTime } from "../games/portalTime.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { once } from "../ledger/idempotency.ts"
import { House, main } from "../ledger/ledger.ts"
import { claimMovement } from "../protection/limits.ts"
import { callerOf, realMember } from "./callers.ts"
import { dayBounds } from "./dates.ts"
import { transferAt } from "./entries.ts"
import { rowId } from "./ids.ts"
import { pageAnswer, pagingOf } from "./paging.ts"
import { ms, num } from "./rows.ts"
import { boundedText } from "./texts.ts"

/** How long after its request a deposit is approved. */
export const approvalDelayMs = 3000

/** Pending orders a member may have at once. */
export const maxPendingDeposits = 5

interface DepositRow {
  id: unknown
  amount: unknown
  status: Deposit["status"]
  channel_name: string | null
  created_at: unknown
  updated_at: unknown
  remarks: string | null
}

const depositColumns = `d.id, d.amount, d.status, c.name as channel_name, d.created_at, d.updated_at, d.remarks`

/** A row as the contract's `Deposit`. */
export const depositOf = (r: DepositRow): Deposit => ({
  id: String(r.id),
  amount: num(r.amount),
  status: r.status,
  channelName: r.channel_name,
  createTime: portalTime(ms(r.created_at)!),
  updateTime: portalTime(ms(r.updated_at)!),
  remarks: r.remarks,
  payUrl: null,
})

export const depositChannels: Handler<Api["depositChannels"]> = async (ctx) => {
  callerOf(ctx)
  const rows = await ctx.services.db.query<{
    id: unknown
    name: string
    type: string
    min_amount: unknown
    max_amount: unknown
    fee: unknown
    bank_name: string | null
    account_name: string | null
    account_number: string | null
    qr_code_url: string | null
    instructions: string | null
  }>("select * from deposit_channels where enabled order by sort, id")
  return rows.map((c) => ({
    id: String(c.id),
    name: seededText(ctx.language, c.name),
    type: c.type,
    minAmount: num(c.min_amount),
    maxAmount: num(c.max_amount),
    fee: num(c.fee),
    bankName: c.bank_name,
    accountName: c.account_name,
    accountNumber: c.account_number,
    qrCodeUrl: c.qr_code_url,
    instructions: seededText(ctx.language, c.instructions),
  }))
}

const money = (cents: number) => (cents / 100).toFixed(2)

export const depositRequest: Handler<Api["depositRequest"]> = async (ctx, request) => {
  const caller = realMember(ctx)
  const channelId = rowId("channelId", request.channelId)
  const payerName = request.payerName === undefined ? null : boundedText("payerName", request.payerName, 60) || null
  const remarks = request.remarks === undefined ? null : boundedText("remarks", request.remarks, 200) || null
  const db = ctx.services.db
  const [channel] = await db.query<{ name: string; min_amount: unknown; max_amount: unknown }>(
    "select name, min_amount, max_amount from deposit_channels where id = $1 and enabled",
    [channelId],
  )
  if (channel === undefined)
    throw new ApiError(400, moneyCodes.depositChannelNotFound, "channelId: no such deposit channel")
  const min = num(channel.min_amount)
  const max = num(channel.max_amount)
  if (request.amount < min)
    throw new ApiError(400, moneyCodes.amountBelowMin, `amount: ${channel.name} takes at least ${money(min)}`)
  if (request.amount > max)
    throw new ApiError(400, moneyCodes.amountAboveMax, `amount: ${channel.name} takes at most ${money(max)}`)
  return once(
    db,
    {
      key: ctx.idempotencyKey!,
      memberId: caller.memberId,
      endpoint: "depositRequest",
      request: { channelId, amount: request.amount, payerName, remarks },
    },
    async (tx) => {
      // Serialises a member's orders so the pending limit holds under concurrent requests.
      await tx.query("select id from members where id = $1 for update", [caller.memberId])
      const [pending] = await tx.query<{ n: unknown }>(
        "select count(*) as n from deposits where member_id = $1 and status = 'PENDING'",
        [caller.memberId],
      )
      if (num(pending?.n) >= maxPendingDeposits)
        throw new ApiError(
          400,
          moneyCodes.depositPendingLimit,
          `At most ${maxPendingDeposits} deposits can wait at once`,
        )
      // Player protection: the order counts against the deposit limits from its request (a pending order is money
      // the member committed), claimed in this transaction, so parallel orders cannot pass a limit together.
      await claimMovement(tx, caller.memberId, ctx.now, { deposit: request.amount })
      const now = new Date(ctx.now)
      const [row] = await tx.query<{ id: unknown }>(
        `insert into deposits (member_id, channel_id, amount, status, payer_name, remarks, created_at, due_at, updated_at)
         values ($1, $2, $3, 'PENDING', $4, $5, $6, $7, $6) returning id`,
        [caller.memberId, channelId, request.amount, payerName, remarks, now, new Date(ctx.now + approvalDelayMs)],
      )
      return depositById(tx, num(row!.id))
    },
  )
}

/** A deposit by id. */
export const depositById = async (q: Queryable, id: number): Promise<Deposit> => {
  const [row] = await q.query<DepositRow>(
    `select ${depositColumns} from deposits d join deposit_channels c on c.id = d.channel_id where d.id = $1`,
    [id],
  )
  return depositOf(row!)
}

const statuses = new Set<string>(DepositStatus.literals)

export const depositHistory: Handler<Api["depositHistory"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  const { from, to } = dayBounds(request)
  const paging = pagingOf(request)
  const status = request.status
  if (status !== undefined && !statuses.has(status)) throw new ApiError(400, gatewayCodes.badRequest, "status: unknown")
  const where = `d.member_id = $1 and d.created_at >= $2 and d.created_at < $3 and ($4::text is null or d.status = $4)`
  const params = [caller.memberId, new Date(from), new Date(to), status ?? null]
  const db = ctx.services.db
  const [count] = await db.query<{ n: unknown }>(`select count(*) as n from deposits d where ${where}`, params)
  const rows = await db.query<DepositRow>(
    `select ${depositColumns} from deposits d join deposit_channels c on c.id = d.channel_id where ${where}
      order by d.created_at desc, d.id desc limit $5 offset $6`,
    [...params, paging.size, paging.offset],
  )
  return pageAnswer(
    rows.map((r) => {
      const d = depositOf(r)
      return {
        ...d,
        channelName: seededText(ctx.language, d.channelName),
        remarks: seededText(ctx.language, d.remarks),
      }
    }),
    num(count?.n),
    paging,
  )
}

/** Approves every deposit due by `now`: each credits the main wallet from the house's cash. */
export const approveDueDeposits = (db: Database, now: number): Promise<number> =>
  db.transaction(async (tx) => {
    const due = await tx.query<{ id: unknown; member_id: unknown; amount: unknown }>(
      `select id, member_id, amount from deposits where status = 'PENDING' and due_at <= $1
        order by due_at, id limit 200 for update skip locked`,
      [new Date(now)],
    )
    for (const d of due) {
      const memberId = num(d.member_id)
      const journalId = await transferAt(tx, now, "deposit", memberId, House.cash, main(memberId), num(d.amount), {
        depositId: String(d.id),
      })
      await tx.query("update deposits set status = 'APPROVED', updated_at = $2, journal_id = $3 where id = $1", [
        d.id,
        new Date(now),
        journalId,
      ])
    }
    return due.length
  })
