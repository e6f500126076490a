/** The agent centre's my income (spec section 2 agentRevenueReport): the dividends and salaries paid to the agent by period; the shared agent report list. */
import { AgentReportList } from "../AgentReportList.tsx"

/** The page. */
export default function AgentRevenueReport() {
  return <AgentReportList kind="income" />
}
