/** The agent centre's transaction details (spec section 2 agentDownlineTransactionDetailsCopy): the downlines' money movements over a range; the shared agent report list. */
import { AgentReportList } from "../AgentReportList.tsx"

/** The page. */
export default function TransactionDetails() {
  return <AgentReportList kind="transactions" />
}
