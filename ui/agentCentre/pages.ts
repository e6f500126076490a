/**
 * Which component renders each page of the agent centre (spec section 2), each a lazy chunk in `pages/`, named for
 * what it shows; the platform's page id (kept so a recorded session's deep links keep working) is only the key here.
 */
import type { AgentCentrePage } from "../../core/model/AgentCentrePage.ts"
import { lazyPages, type PageLoader } from "../app/lazyPages.ts"

/** Each page's file, keyed by the platform's page id. */
export const agentCentrePages = {
  agentAnnouncement: () => import("./pages/Announcement.tsx"),
  agentTeamOverview: () => import("./pages/TeamOverview.tsx"),
  registerCenter: () => import("./pages/RegisterAccount.tsx"),
  downlineManagmentView: () => import("./pages/TeamManagement.tsx"),
  personalHistoryCopy: () => import("./pages/TeamBetting.tsx"),
  palStatementsAgentCopy: () => import("./pages/UserProfitLoss.tsx"),
  agentRevenueReport: () => import("./pages/MyIncome.tsx"),
  agentDownlineTransactionDetailsCopy: () => import("./pages/TransactionDetails.tsx"),
  agentDividendRecordCopy: () => import("./pages/Dividend.tsx"),
  agentDailyWages2: () => import("./pages/DailySalary.tsx"),
  agentHourSalary: () => import("./pages/HourlySalary.tsx"),
  agentRealTimeSalary: () => import("./pages/RealTimeSalary.tsx"),
} satisfies Record<AgentCentrePage, PageLoader>

/** The lazy component of a page, made once. */
export const agentPageComponentOf = lazyPages<AgentCentrePage>(agentCentrePages)
