/**
 * What a replayed session leads to. `projections` is what the portal would show, through the core's own
 * projections (`npm run replay -- --json`): the logged-in bar, the member- and agent-centre menus, pending funds, the
 * record vendors, with the session's and the system's status. `stateJson` is the whole state as plain JSON
 * (`--state`), which fixtures keep as their expected outcome so a change anywhere in the state shows.
 */
import { agentCentreMenu } from "../../core/projections/agentCentreMenu.ts"
import { loggedInBar } from "../../core/projections/loggedInBar.ts"
import { memberCentreMenu } from "../../core/projections/memberCentreMenu.ts"
import { hasPendingDeposit, hasPendingWithdrawal } from "../../core/projections/pendingFunds.ts"
import { recordVendors } from "../../core/projections/recordVendors.ts"
import type { State } from "../../core/state/State.ts"

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null))

/** The whole state, as one JSON-safe object. */
export const stateJson = (state: State): Record<string, unknown> => plain(state) as Record<string, unknown>

/** What the portal would show after the session, as one JSON-safe object. */
export const projections = (state: State): Record<string, unknown> =>
  plain({
    session: { loggedIn: state.session.loggedIn, account: state.session.member?.account },
    system: state.system,
    clock: state.clock,
    loggedInBar: loggedInBar(state),
    memberCentreMenu: memberCentreMenu(state),
    agentCentreMenu: agentCentreMenu(state),
    pendingFunds: { deposit: hasPendingDeposit(state), withdrawal: hasPendingWithdrawal(state) },
    recordVendors: recordVendors(state),
  }) as Record<string, unknown>
