/**
 * The agent centre popup (spec section 2) in the centres' frame (ui/components/CentreFrame.tsx), titled Agent: the
 * menu is core's `agentCentreMenu` projection over the centre's descriptor list (the eight pages every agent sees,
 * then dividend and the salaries by contract flag), the page beside it (default `agentTeamOverview`; every page comes
 * in the centre's chunk, pages.ts), with the agent's own accent.
 */
import { agentCentreMenu } from "../../core/projections/agentCentreMenu.ts"
import { closeAgentCentre, selectAgentPage } from "../actions/agentCentre.ts"
import { Centre } from "../components/CentreFrame.tsx"
import { useCore } from "../state/useCore.ts"
import { agentCentreViews } from "./pages.ts"
import "./AgentCentre.css"

/** The popup. */
export default function AgentCentre() {
  const menu = agentCentreMenu(useCore())
  return (
    <Centre
      area="agentCentre"
      balanceKey="balance"
      className="ac"
      avatarClassName="ac-avatar"
      titleId="ac-page-title"
      menu={menu}
      pages={agentCentreViews}
      onClose={closeAgentCentre}
      onSelect={selectAgentPage}
    />
  )
}
