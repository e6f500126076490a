/**
 * Opening the member and agent centres from the header (spec sections 2 and 4): core's workflows decide (a visitor
 * gets the login popup, a trial account the need-a-real-account warning, a non-agent the not-agent warning) and open
 * the centre on the asked page.
 */
import type { AgentCentrePage } from "../../core/model/AgentCentrePage.ts"
import type { MemberCentrePage } from "../../core/model/MemberCentrePage.ts"
import * as OpenAgentCentre from "../../core/workflows/openAgentCentre.ts"
import * as OpenMemberCentre from "../../core/workflows/openMemberCentre.ts"
import { run } from "../app/runtime.ts"

/** Opens the member centre (on `page`, else its default). */
export const openMemberCentre = async (page?: MemberCentrePage): Promise<void> => {
  await run(OpenMemberCentre.openMemberCentre(page))
}

/** Opens the agent centre (on `page`, else its default). */
export const openAgentCentre = async (page?: AgentCentrePage): Promise<void> => {
  await run(OpenAgentCentre.openAgentCentre(page))
}
