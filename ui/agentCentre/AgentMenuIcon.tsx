/** The small line icon beside each page of the agent centre's menu (decorative; the label names the page). */
import type { AgentCentrePage } from "../../core/model/AgentCentrePage.ts"
import { LineIcon } from "../components/LineIcon.tsx"

/** An SVG path per page (24 x 24 grid, stroked). */
const paths: Readonly<Record<AgentCentrePage, string>> = {
  agentAnnouncement: "M4 10v4h3l6 4V6L7 10H4zm13-1a4 4 0 010 6",
  agentTeamOverview: "M4 20V10m6 10V4m6 16v-7m4 7H3",
  registerCenter: "M9 11a3 3 0 100-6 3 3 0 000 6zm-6 9a6 6 0 0112 0m3-11v6m3-3h-6",
  downlineManagmentView: "M12 4v5m0 0H6v4m6-4h6v4M4 13h4v4H4zm6 0h4v4h-4zm6 0h4v4h-4z",
  personalHistoryCopy: "M6 4h12v16H6zM9 8h6M9 12h6M9 16h3",
  palStatementsAgentCopy: "M4 19h16M6 15l4-4 3 3 5-6",
  agentRevenueReport: "M12 3v18m4-14H10a2.5 2.5 0 000 5h4a2.5 2.5 0 010 5H7",
  agentDownlineTransactionDetailsCopy: "M4 6h16M4 12h16M4 18h10",
  agentDividendRecordCopy: "M12 3a9 9 0 109 9h-9V3zm3-1v7h7a7 7 0 00-7-7z",
  agentDailyWages2: "M5 5h14v15H5zM5 9h14M9 3v4m6-4v4",
  agentHourSalary: "M12 7v5l3 2m6-2a9 9 0 11-18 0 9 9 0 0118 0z",
  agentRealTimeSalary: "M13 2L4 14h7l-1 8 9-12h-7l1-8z",
}

/** The icon of a page. */
export function AgentMenuIcon({ page }: { readonly page: AgentCentrePage }) {
  return <LineIcon className="mc-menu-icon" d={paths[page]} />
}
