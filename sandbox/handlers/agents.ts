/**
 * Handlers of the agent centre's own calls that are not money (core/contract/api/agent.ts): the register centre's
 * registration of a downline account. The agents' reports, contracts and transfers are in money.ts (they settle due
 * orders first); the rules live in sandbox/agents/.
 */
import { registerDownline } from "../agents/registerDownline.ts"
import type { Handlers } from "../http/Context.ts"

export const agentHandlers = { registerDownline } satisfies Handlers
