/**
 * Opens, navigates and closes the agent centre (spec sections 2, 4 and 6). Opening needs a real account of an agent
 * type (1, 2, 41, 42): without a session the login popup opens, a trial account gets the need-a-real-account warning,
 * another member the not-an-agent warning. The contract data loads first when AGENTPOLICY3 is on, since its flags
 * decide the dividend and salary pages; the centre opens on the requested page when shown, else `agentTeamOverview`.
 * The centre is a popup: it joins the modal stack (`ModalOpened`) and leaves it on closing.
 */
import * as Effect from "effect/Effect"
import type { AgentCentrePage } from "../model/AgentCentrePage.ts"
import { agentCentrePageFor, agentCentreRefusal } from "../permissions/agentCentre.ts"
import { emit, state } from "../store/EventLog.ts"
import { choosePage, enterCentre } from "./centre.ts"
import { refuseCentre } from "./guard.ts"
import { loadConsolidated } from "./loadConsolidated.ts"

/** Opens the agent centre on a page (the default when none is asked for); the page it opened on. */
export const openAgentCentre = (page?: AgentCentrePage) =>
  Effect.gen(function* () {
    const before = yield* state
    const refusal = agentCentreRefusal(before)
    if (refusal !== undefined) return yield* refuseCentre("agentCentre", refusal)
    if (!before.contracts.loaded) yield* Effect.ignore(loadConsolidated())
    return yield* enterCentre("agentCentre", {
      _tag: "AgentCentreOpened",
      page: agentCentrePageFor(yield* state, page),
    })
  })

/** Shows another page of the open agent centre (a page the agent may not see falls back to the default). */
export const selectAgentCentrePage = (page: AgentCentrePage) =>
  choosePage({ _tag: "AgentCentrePageSelected", page }, (s) => s.agentCentre.page)

/** Closes the agent centre (the modal stack's close, as Escape does). */
export const closeAgentCentre = emit({ _tag: "ModalClosed", modal: "agentCentre" })
