/**
 * An agent offers a contract to a direct downline that is itself an agent (spec section 4: "Agents can ... offer
 * contracts to downline"; our call `MCSFE_offerDownlineContract`): a kind, a product (a game category, or ALL), a
 * rate in percent (`P`, above 0 and at most 100) or a fixed amount (`F`, in pesos, below 10,000: the column's
 * bound), and its tiers (spec section 3 "Contract": active members, period valid bet or bet amount, period P&L,
 * each tier above the first reaching higher and paying more; core's `offerProblems`). Our rules: an agent offers only what it holds itself: a contract in force of the
 * same kind and rate type for that product (or for ALL), and never above its own rate there; a new offer replaces an
 * unanswered one; an offer over a contract in force is a re-offer (`E`), the old one staying in force until the new one
 * is accepted. The downline is told in its inbox. Dividends are computed semimonthly (`H`, our default).
 */

import type { Api } from "../../core/contract/Api.ts"
import { agentCodes, gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { type ContractType, offerProblems, offerTiers } from "../../core/model/AgentContract.ts"
import { gameCategories } from "../../core/model/GameCategory.ts"
import { isAgentType } from "../../core/permissions/roles.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { agentCaller } from "../money/callers.ts"
import { num } from "../money/rows.ts"
import { contractsWhere, topRateOf } from "./contractRecords.ts"

/** What a refused tier's field needed (the platform's text; the portal shows its own translation of the code). */
const problemText: Readonly<Record<string, string>> = {
  offer_count_invalid: "a whole number of members, 0 or more",
  offer_amount_invalid: "an amount of 0 or more",
  offer_tier_threshold_lower: "no lower than the tier before it",
  offer_tier_rate_lower: "a rate above the tier before it",
  offer_tier_limit: "too many tiers",
}

const kindOf: Readonly<Record<Api["offerContract"]["request"]["Type"]["contractType"], ContractType>> = {
  DIVIDEND: "DIVIDEND",
  DAILY_SALARY: "DAILY_SALARY",
  HOUR_SALARY: "HOUR_SALARY",
  REALTIME_SALARY: "REALTIME_SALARY",
}

/** Products a contract can be for. */
export const contractProducts: ReadonlyArray<string> = ["ALL", ...gameCategories]

/** The computation period of new dividend contracts. */
export const dividendPeriod = "H"

export const offerContract: Handler<Api["offerContract"]> = async (ctx, request) => {
  const caller = agentCaller(ctx)
  const kind = kindOf[request.contractType]
  const product = request.productType.trim().toUpperCase()
  if (!contractProducts.includes(product))
    throw new ApiError(400, gatewayCodes.badRequest, `productType: one of ${contractProducts.join(", ")}`)
  const problems = offerProblems(request)
  const first = problems[0]
  if (first !== undefined)
    throw new ApiError(
      400,
      first.key === "offer_rate_invalid" ? agentCodes.rateInvalid : gatewayCodes.badRequest,
      `tier ${first.tier + 1} ${first.field}: ${problemText[first.key] ?? "invalid"}`,
    )
  const maxRate = request.rateType === "P" ? 100 : 9999.999
  const rates = offerTiers(request).map((t) => t.rate)
  if (rates.some((rate) => rate > maxRate || Math.abs(Math.round(rate * 1000) - rate * 1000) > 1e-6))
    throw new ApiError(400, agentCodes.rateInvalid, `rate: above 0 and at most ${maxRate}, three decimals at most`)
  const rate = request.rate
  const topRate = rates.at(-1) ?? rate
  const minimumBet = request.minimumBet ?? 0
  const activeMember = request.activeMember ?? 0
  const higherTiers = (request.higherTiers ?? []).map((t) => ({
    rate: t.rate,
    activeMember: t.activeMember ?? 0,
    minimumBet: t.minimumBet ?? 0,
    netLoss: t.netLoss ?? null,
  }))
  const name = request.downline.trim()
  const db = ctx.services.db
  const [downline] = await db.query<{ id: unknown; type: unknown; account: string }>(
    "select id, type, account from members where lower(account) = lower($1) and upline_id = $2",
    [name.slice(0, 64), caller.memberId],
  )
  if (downline === undefined)
    throw new ApiError(400, agentCodes.downlineNotFound, `downline: ${name.slice(0, 32)} is not your direct downline`)
  if (!isAgentType(num(downline.type)))
    throw new ApiError(400, agentCodes.downlineNotAgent, "Contracts are offered to agents only")
  const downlineId = num(downline.id)
  await db.transaction(async (tx) => {
    const own = await contractsWhere(
      tx,
      "c.member_id = $1 and c.kind = $2 and c.product_type in ($3, 'ALL') and c.rate_type = $4 and c.status = 'V'",
      [caller.memberId, kind, product, request.rateType],
    )
    // The most specific contract decides: the product's own, else the one for every product.
    const held = own.find((c) => c.productType === product) ?? own[0]
    const ownRate = held === undefined ? undefined : topRateOf(held)
    if (ownRate === undefined)
      throw new ApiError(
        400,
        agentCodes.contractNotHeld,
        `You hold no ${kind} contract (${request.rateType === "P" ? "percentage" : "fixed"}) for ${product} to offer`,
      )
    if (topRate > ownRate) throw new ApiError(400, agentCodes.rateAboveOwn, `rate: at most your own rate of ${ownRate}`)
    const existing = await contractsWhere(
      tx,
      "c.member_id = $1 and c.kind = $2 and c.product_type = $3 and c.status in ('P', 'E', 'V')",
      [downlineId, kind, product],
      true,
    )
    const at = new Date(ctx.now)
    for (const c of existing.filter((c) => c.status !== "V"))
      await tx.query("update contracts set status = 'X', ended_at = $2 where id = $1", [c.id, at])
    const status = existing.some((c) => c.status === "V") ? "E" : "P"
    await tx.query(
      `insert into contracts (kind, upline_id, member_id, product_type, computation_period, rate, rate_type, minimum_bet,
         active_member, net_loss, higher_tiers, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13)`,
      [
        kind,
        caller.memberId,
        downlineId,
        product,
        kind === "DIVIDEND" ? dividendPeriod : null,
        rate,
        request.rateType,
        minimumBet,
        activeMember,
        request.netLoss ?? null,
        JSON.stringify(higherTiers),
        status,
        at,
      ],
    )
    await tx.query(
      "insert into messages (member_id, title, content, type, created_at) values ($1, $2, $3, 'CONTRACT', $4)",
      [
        downlineId,
        "A new contract offer",
        `<p>${caller.account} offers you a contract for ${product} at ${rates.map((r) => `${r}${request.rateType === "P" ? "%" : ""}`).join(" / ")}. Answer it in the agent centre.</p>`,
        at,
      ],
    )
  })
  return null
}
