/**
 * Who may use the money area's calls (spec section 6): a trial account (type 4) plays with its demo balance but may
 * not deposit, withdraw, transfer to its upline or claim rewards ("need a real account", spec section 8); the agent
 * calls are for agents (types 1, 2, 41, 42). The router has already answered 401 without a valid token.
 */

import { agent } from "../../core/contract/api/agent.ts"
import { points } from "../../core/contract/api/points.ts"
import { wallet } from "../../core/contract/api/wallet.ts"
import type { Endpoint } from "../../core/contract/Endpoint.ts"
import { accountCodes, agentCodes } from "../../core/contract/ErrorCode.ts"
import { isAgentType, trialType } from "../../core/permissions/roles.ts"
import { ApiError, notLoggedIn } from "../http/ApiError.ts"
import type { Caller, Context } from "../http/Context.ts"

/**
 * The calls of the money areas (wallet, points, agent) that a trial account may still make: what the portal shows it
 * outside the member centre, which spec section 6 closes to it — the header's demo balance, the promotions page and
 * the VIP page. Every other call of those areas is a member money call.
 */
export const openToTrial: ReadonlySet<string> = new Set([
  wallet.balance.name,
  points.promotions.name,
  points.availablePromotions.name,
  points.vipLevels.name,
  points.playerRankProgress.name,
])

const moneyCalls: ReadonlySet<string> = new Set(
  [...Object.values(wallet), ...Object.values(points), ...Object.values(agent)].map((e) => e.name),
)

/**
 * The one server-side guard of the member money calls (spec section 6): the router applies it to every call before
 * its body is read or decrypted, so no money route can forget it; a trial caller gets 403 `need_real_account`.
 */
export const refuseTrialMoneyCall = (endpoint: Endpoint, caller: Caller | undefined): void => {
  if (caller?.type === trialType && moneyCalls.has(endpoint.name) && !openToTrial.has(endpoint.name))
    throw new ApiError(403, accountCodes.needRealAccount, "This needs a real account")
}

/** The caller of a call that needs a token. */
export const callerOf = (ctx: Context): Caller => {
  if (ctx.caller === undefined) throw notLoggedIn()
  return ctx.caller
}

/** The caller, refused with 403 `need_real_account` when it is a trial account. */
export const realMember = (ctx: Context): Caller => {
  const caller = callerOf(ctx)
  if (caller.type === trialType) throw new ApiError(403, accountCodes.needRealAccount, "This needs a real account")
  return caller
}

/** The caller, refused with 403 `agent_only` unless it is an agent. */
export const agentCaller = (ctx: Context): Caller => {
  const caller = callerOf(ctx)
  if (!isAgentType(caller.type)) throw new ApiError(403, agentCodes.agentOnly, "Only agents can do this")
  return caller
}
