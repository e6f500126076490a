/**
 * The lottery slice's value before any event, apart from its handlers (lottery.ts): the first
 * view's store holds it while the handlers load after the first view (core/state/laterSlices.ts
 * for the first view's byte budget).
 */
import type { LotteryState } from "./lottery.ts"

export const initialLottery: LotteryState = {
  menus: [],
  vnMenus: [],
  recent: [],
  popular: [],
  full: [],
  opened: [],
  pendingList: undefined,
}
