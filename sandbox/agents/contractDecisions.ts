/**
 * The member's decisions on a contract (spec section 4 "Contracts": accept, reject, terminate; wire notes section 4:
 * `MCS2_processDividendReq` GET `type` + `status`, `MCS2_processDailySalContract` GET `id` + `status`,
 * `MCS2_processContractHourSalary` and `MCSFE_processRealTimeSalaryContract` POST `contractId` + `status`; status A,
 * R, C). Dividends are named by product type, the salaries by contract id; only the caller's own contracts.
 *
 * Accepting (A) puts a pending or re-offered contract in force and ends the one it replaces; when its rate is below
 * a rate the caller gave a downline for the same kind and product, that downline's contract ends too (spec section 4:
 * "ends the downline contract automatically if the user agrees" — the client asks first, flagged by
 * `downlineHigherRate`; the downline is told in its inbox). Rejecting (R) answers an offer; terminating (C) ends one
 * in force.
 */

import type { Api } from "../../core/contract/Api.ts"
import { agentCodes, gatewayCodes } from "../../core/contract/ErrorCode.ts"
import type { ContractDecision, ContractType } from "../../core/model/AgentContract.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Context, Handler } from "../http/Context.ts"
import { realMember } from "../money/callers.ts"
import { rowId } from "../money/ids.ts"
import { type ContractRecord, contractsWhere, topRateOf, topRateSql } from "./contractRecords.ts"

const kindNames: Readonly<Record<ContractType, string>> = {
  DIVIDEND: "dividend",
  DAILY_SALARY: "daily salary",
  HOUR_SALARY: "hourly salary",
  REALTIME_SALARY: "real-time salary",
}

const decide = async (
  ctx: Context,
  find: (memberId: number, decision: ContractDecision) => { condition: string; params: ReadonlyArray<unknown> },
  decision: ContractDecision,
): Promise<null> => {
  const caller = realMember(ctx)
  const at = new Date(ctx.now)
  await ctx.services.db.transaction(async (tx) => {
    const { condition, params } = find(caller.memberId, decision)
    const candidates = await contractsWhere(tx, condition, params, true)
    const wanted = decision === "C" ? ["V"] : ["P", "E"]
    const contract = candidates.find((c) => wanted.includes(c.status))
    if (contract === undefined) {
      if (candidates.length === 0) throw new ApiError(400, agentCodes.contractNotFound, "No such contract of yours")
      throw new ApiError(
        400,
        agentCodes.contractStatusInvalid,
        decision === "C"
          ? "Only a contract in force can be terminated"
          : "Only an offered contract can be accepted or rejected",
      )
    }
    if (decision === "R") {
      await tx.query("update contracts set status = 'R', decided_at = $2 where id = $1", [contract.id, at])
      return
    }
    if (decision === "C") {
      await tx.query("update contracts set status = 'C', decided_at = $2, ended_at = $2 where id = $1", [
        contract.id,
        at,
      ])
      return
    }
    await tx.query("update contracts set status = 'V', decided_at = $2, started_at = $2 where id = $1", [
      contract.id,
      at,
    ])
    await tx.query(
      `update contracts set status = 'X', ended_at = $5 where member_id = $1 and kind = $2 and product_type = $3
         and id <> $4 and status in ('P', 'E', 'V')`,
      [caller.memberId, contract.kind, contract.productType, contract.id, at],
    )
    const undercut: Array<ContractRecord> = await contractsWhere(
      tx,
      `c.upline_id = $1 and c.kind = $2 and c.product_type = $3 and c.rate_type = $4 and ${topRateSql} > $5
         and c.status in ('P', 'E', 'V')`,
      [caller.memberId, contract.kind, contract.productType, contract.rateType, topRateOf(contract)],
      true,
    )
    for (const d of undercut) {
      await tx.query("update contracts set status = 'X', ended_at = $2 where id = $1", [d.id, at])
      await tx.query(
        "insert into messages (member_id, title, content, type, created_at) values ($1, $2, $3, 'CONTRACT', $4)",
        [
          d.memberId,
          `Your ${kindNames[d.kind]} contract has ended`,
          `<p>Your ${kindNames[d.kind]} contract for ${d.productType} at ${d.rate}${d.rateType === "P" ? "%" : ""} ended because your upline's own rate is now lower. Your upline can offer you a new one.</p>`,
          at,
        ],
      )
    }
  })
  return null
}

export const processDividend: Handler<Api["processDividend"]> = (ctx, request) => {
  const product = request.type.trim().toUpperCase()
  if (!/^[A-Z0-9_]{1,32}$/.test(product)) throw new ApiError(400, gatewayCodes.badRequest, "type: a product type")
  return decide(
    ctx,
    (memberId) => ({
      condition: "c.member_id = $1 and c.kind = 'DIVIDEND' and c.product_type = $2",
      params: [memberId, product],
    }),
    request.status,
  )
}

const byId = (kind: ContractType, field: string, id: string) => (memberId: number) => ({
  condition: "c.member_id = $1 and c.kind = $2 and c.id = $3",
  params: [memberId, kind, rowId(field, id)],
})

export const processDailySalary: Handler<Api["processDailySalary"]> = (ctx, request) =>
  decide(ctx, byId("DAILY_SALARY", "id", request.id), request.status)

export const processHourSalary: Handler<Api["processHourSalary"]> = (ctx, request) =>
  decide(ctx, byId("HOUR_SALARY", "contractId", request.contractId), request.status)

export const processRealTimeSalary: Handler<Api["processRealTimeSalary"]> = (ctx, request) =>
  decide(ctx, byId("REALTIME_SALARY", "contractId", request.contractId), request.status)
