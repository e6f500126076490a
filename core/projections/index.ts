/**
 * `@arena-portal/sdk/core/projections`: pure functions from state to what a shell shows (every one of them, each its own
 * module).
 */

export * as AgentCentreMenu from "./agentCentreMenu.ts"
export * as AgentReportColumns from "./agentReportColumns.ts"
export * as AmountText from "./amountText.ts"
export * as AppDownloads from "./appDownloads.ts"
export * as HomeBanners from "./homeBanners.ts"
export * as LobbyTabs from "./lobbyTabs.ts"
export * as LoggedInBar from "./loggedInBar.ts"
export * as LotteryBoard from "./lotteryBoard.ts"
export * as LotteryLink from "./lotteryLink.ts"
export * as MemberCentreMenu from "./memberCentreMenu.ts"
export * as PendingFunds from "./pendingFunds.ts"
export * as PointsRatio from "./pointsRatio.ts"
export * as PromotionAction from "./promotionAction.ts"
export * as ProtectionView from "./protection.ts"
export * as RecordColumns from "./recordColumns.ts"
export * as RecordsCsv from "./recordsCsv.ts"
export * as RecordVendors from "./recordVendors.ts"
export * as VendorLobby from "./vendorLobby.ts"
export * as VipService from "./vipService.ts"
export * as WinnerRows from "./winnerRows.ts"
