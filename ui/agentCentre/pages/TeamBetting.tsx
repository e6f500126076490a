/** The agent centre's team betting (spec section 2 personalHistoryCopy): every downline's bets over a date range, by account, with the range's totals; the shared agent report list. */
import { AgentReportList } from "../AgentReportList.tsx"

/** The page. */
export default function TeamBetting() {
  return <AgentReportList kind="teamBetting" />
}
