/**
 * Which component renders each page of the agent centre (spec section 2), in `pages/`, named for what it shows; the
 * platform's page id (kept so a recorded session's deep links keep working) is only the key here. The pages load with
 * the centre, one area and one chunk (ui/app/CentreHost.tsx loads it when the centre opens).
 */
import type { ComponentType } from "react"
import type { AgentCentrePage } from "../../core/model/AgentCentrePage.ts"
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

/** Each page's component, keyed by the platform's page id. */
export const agentCentreComponents = {
  agentAnnouncement: Announcement,
  agentTeamOverview: TeamOverview,
  registerCenter: RegisterAccount,
  downlineManagmentView: TeamManagement,
  personalHistoryCopy: TeamBetting,
  palStatementsAgentCopy: UserProfitLoss,
  agentRevenueReport: MyIncome,
  agentDownlineTransactionDetailsCopy: TransactionDetails,
  agentDividendRecordCopy: Dividend,
  agentDailyWages2: DailySalary,
  agentHourSalary: HourlySalary,
  agentRealTimeSalary: RealTimeSalary,
} satisfies Record<AgentCentrePage, ComponentType>
