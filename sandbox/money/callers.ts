/**
 * Who may use the money area's calls (spec section 6): a trial account (type 4) plays with its demo balance but may
 * not deposit, withdraw, transfer to its upline or claim rewards ("need a real account", spec section 8); the agent
 * calls are for agents (types 1, 2, 41, 42). The router has already answered 401 without a valid token.
 */
import { isAgentType, trialType } from "../../core/permissions/roles.ts"
import { ApiError, notLoggedIn } from "../http/ApiError.ts"
import type { Caller, Context } from "../http/Context.ts"

/** The caller of a call that needs a token. */
export const callerOf = (ctx: Context): Caller => {
  if (ctx.caller === undefined) throw notLoggedIn()
  return ctx.caller
}

/** The caller, refused with 403 `need_real_account` when it is a trial account. */
export const realMember = (ctx: Context): Caller => {
  const caller = callerOf(ctx)
  if (caller.type === trialType) throw new ApiError(403, "need_real_account", "This needs a real account")
  return caller
}

/** The caller, refused with 403 `agent_only` unless it is an agent. */
export const agentCaller = (ctx: Context): Caller => {
  const caller = callerOf(ctx)
  if (!isAgentType(caller.type)) throw new ApiError(403, "agent_only", "Only agents can do this")
  return caller
}
