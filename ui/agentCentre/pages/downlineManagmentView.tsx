/** The agent centre's team management (spec section 2 downlineManagmentView): the agent's downlines with type, balance, team size, registration and last login, searched by account; the shared agent report list. */
import { AgentReportList } from "../AgentReportList.tsx"

/** The page. */
export default function DownlineManagmentView() {
  return <AgentReportList kind="downlines" />
}
