/**
 * How the UI shows each page of the agent centre (spec section 2): its component, in `pages/`, named for what it
 * shows, and its menu icon. The page ids (the platform's, so a recorded session's deep links keep working), menu keys
 * and visibility rules are core's descriptor list (core/permissions/agentCentre.ts); this table is keyed by them, so
 * a page without its view does not compile. The pages load with the centre, one area and one chunk
 * (ui/app/CentreHost.tsx loads it when the centre opens).
 */

import type { AgentCentrePage } from "../../core/model/AgentCentrePage.ts"
import type { CentrePageView } from "../components/CentreFrame.tsx"
import Announcement from "./pages/Announcement.tsx"
import DailySalary from "./pages/DailySalary.tsx"
import Dividend from "./pages/Dividend.tsx"
import HourlySalary from "./pages/HourlySalary.tsx"
import MyIncome from "./pages/MyIncome.tsx"
import RealTimeSalary from "./pages/RealTimeSalary.tsx"
import RegisterAccount from "./pages/RegisterAccount.tsx"
import TeamBetting from "./pages/TeamBetting.tsx"
import TeamManagement from "./pages/TeamManagement.tsx"
import TeamOverview from "./pages/TeamOverview.tsx"
import TransactionDetails from "./pages/TransactionDetails.tsx"
import UserProfitLoss from "./pages/UserProfitLoss.tsx"

/** Each page's component and its menu icon (an SVG path on a 24 x 24 grid, stroked), keyed by the platform's page id. */
export const agentCentreViews = {
  agentAnnouncement: { Page: Announcement, icon: "M4 10v4h3l6 4V6L7 10H4zm13-1a4 4 0 010 6" },
  agentTeamOverview: { Page: TeamOverview, icon: "M4 20V10m6 10V4m6 16v-7m4 7H3" },
  registerCenter: { Page: RegisterAccount, icon: "M9 11a3 3 0 100-6 3 3 0 000 6zm-6 9a6 6 0 0112 0m3-11v6m3-3h-6" },
  downlineManagmentView: { Page: TeamManagement, icon: "M12 4v5m0 0H6v4m6-4h6v4M4 13h4v4H4zm6 0h4v4h-4zm6 0h4v4h-4z" },
  personalHistoryCopy: { Page: TeamBetting, icon: "M6 4h12v16H6zM9 8h6M9 12h6M9 16h3" },
  palStatementsAgentCopy: { Page: UserProfitLoss, icon: "M4 19h16M6 15l4-4 3 3 5-6" },
  agentRevenueReport: { Page: MyIncome, icon: "M12 3v18m4-14H10a2.5 2.5 0 000 5h4a2.5 2.5 0 010 5H7" },
  agentDownlineTransactionDetailsCopy: { Page: TransactionDetails, icon: "M4 6h16M4 12h16M4 18h10" },
  agentDividendRecordCopy: { Page: Dividend, icon: "M12 3a9 9 0 109 9h-9V3zm3-1v7h7a7 7 0 00-7-7z" },
  agentDailyWages2: { Page: DailySalary, icon: "M5 5h14v15H5zM5 9h14M9 3v4m6-4v4" },
  agentHourSalary: { Page: HourlySalary, icon: "M12 7v5l3 2m6-2a9 9 0 11-18 0 9 9 0 0118 0z" },
  agentRealTimeSalary: { Page: RealTimeSalary, icon: "M13 2L4 14h7l-1 8 9-12h-7l1-8z" },
} satisfies Record<AgentCentrePage, CentrePageView>
