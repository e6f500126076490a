/** The agent centre's user profit and loss (spec section 2 palStatementsAgentCopy): deposits, withdrawals, bets, bonus, rebate and profit of each downline over a range; the shared agent report list. */
import { AgentReportList } from "../AgentReportList.tsx"

/** The page. */
export default function UserProfitLoss() {
  return <AgentReportList kind="profitLoss" />
}
