/**
 * Handlers of the money, member-centre and agent calls (core/contract/api/wallet.ts, points.ts, agent.ts): wallets
 * and transfers, deposits, withdrawals, the payment password, transfers in the agent tree, the member's records, the
 * points mall, promotions, missions, referral, VIP, the inbox, the agents' contracts and reports. The modules live in
 * sandbox/money/ and sandbox/agents/.
 *
 * Every handler first refuses text the database cannot store (a NUL character, accounts/textGuard.ts), then settles
 * whatever orders have come due (money/sweep.ts: deposits approved, withdrawals paid, redemptions and applications
 * reviewed), so the answer reflects the clock.
 */
import { refuseNul } from "../accounts/textGuard.ts"
import { consolidated } from "../agents/consolidated.ts"
import {
  processDailySalary,
  processDividend,
  processHourSalary,
  processRealTimeSalary,
} from "../agents/contractDecisions.ts"
import { offerContract } from "../agents/contractOffer.ts"
import { downlines } from "../agents/downlines.ts"
import { downlineTransactions } from "../agents/downlineTransactions.ts"
import { agentIncome } from "../agents/income.ts"
import { teamBetting } from "../agents/teamBetting.ts"
import { teamOverview } from "../agents/teamOverview.ts"
import { teamProfitLoss } from "../agents/teamProfitLoss.ts"
import { aroundEach, type Context, type Handlers, withHeld } from "../http/Context.ts"
import { accountRecords } from "../money/accountRecords.ts"
import { downlineTransfer, uplineTransfer } from "../money/agentTransfers.ts"
import { bettingRecords } from "../money/betRecords.ts"
import { bonusDetails } from "../money/bonusDetails.ts"
import { depositChannels, depositHistory, depositRequest } from "../money/deposits.ts"
import { inbox, markMessagesRead } from "../money/inbox.ts"
import { memberTransactions } from "../money/memberTransactions.ts"
import { claimMission, missionLeaderboard, missionSummary } from "../money/missions.ts"
import { paymentPassword } from "../money/paymentPassword.ts"
import { personalProfit } from "../money/personalProfit.ts"
import {
  convertPoint,
  pointBalance,
  pointConfig,
  pointRewards,
  redeemPointList,
  redeemPointReward,
} from "../money/pointsMall.ts"
import { applyPromotion, availablePromotions, claimRaffle, promotions } from "../money/promotions.ts"
import { referral } from "../money/referral.ts"
import { nothingDue, settleDue } from "../money/sweep.ts"
import { playerRankProgress, vipLevels } from "../money/vip.ts"
import { balance, balanceKey, balanceTables, merchantWallet, walletTransfer } from "../money/wallets.ts"
import {
  cancelWithdrawal,
  confirmWithdrawal,
  paymentConfirmations,
  withdraw,
  withdrawalHistory,
  withdrawalInfo,
} from "../money/withdrawals.ts"

const handlers = {
  balance,
  walletTransfer,
  merchantWallet,
  depositChannels,
  depositRequest,
  depositHistory,
  withdrawalInfo,
  withdraw,
  withdrawalHistory,
  paymentConfirmations,
  confirmWithdrawal,
  cancelWithdrawal,
  uplineTransfer,
  paymentPassword,
  bettingRecords,
  accountRecords,
  personalProfit,
  bonusDetails,
  pointBalance,
  pointRewards,
  redeemPointReward,
  convertPoint,
  redeemPointList,
  pointConfig,
  memberTransactions,
  claimRaffle,
  availablePromotions,
  promotions,
  applyPromotion,
  missionSummary,
  missionLeaderboard,
  claimMission,
  referral,
  vipLevels,
  playerRankProgress,
  inbox,
  markMessagesRead,
  consolidated,
  processDividend,
  processDailySalary,
  processHourSalary,
  processRealTimeSalary,
  teamOverview,
  downlines,
  teamBetting,
  teamProfitLoss,
  agentIncome,
  downlineTransactions,
  downlineTransfer,
  offerContract,
} satisfies Handlers

const settle = async (ctx: Context) => {
  try {
    await settleDue(ctx.services.db, ctx.now)
  } catch (e) {
    ctx.services.log(`settling due orders failed: ${e instanceof Error ? e.message : String(e)}`)
  }
}

// Not an async function: one that returns the handler's promise wraps it in a promise of its own, which costs a
// cached read two more turns of the microtasks. A refusal may then be thrown rather than returned rejected, as the
// session area's handlers do; the router and the live hub await every handler inside their own error handling.
const checked = aroundEach(handlers, (ctx, request, handler) => {
  refuseNul(request)
  // Nothing due (known without a query on the embedded database): no promise of the sweep's to wait for.
  if (nothingDue(ctx.services.db, ctx.now)) return handler(ctx, request)
  return settle(ctx).then(() => handler(ctx, request))
})

/**
 * The balance as `balance` answers it, when the read cache holds it and nothing is due (the header asks for it every
 * few seconds and after every move): the same checks as above, the same entry as wallets.ts's `cached` call, so the
 * same object; without the two promises and the turns of the microtasks they cost. Undefined when it must run.
 */
const heldBalance = (ctx: Context, request: unknown): unknown => {
  refuseNul(request)
  if (ctx.caller === undefined || !nothingDue(ctx.services.db, ctx.now)) return undefined
  return ctx.services.db.held(balanceKey(ctx.caller.memberId), balanceTables)
}

export const moneyHandlers = { ...checked, balance: withHeld(checked.balance, heldBalance) }
