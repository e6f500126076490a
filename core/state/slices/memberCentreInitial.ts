/**
 * The memberCentre slice's value before any event, apart from its handlers (memberCentre.ts): the first view's store holds it
 * while the handlers load after the first view (core/state/laterSlices.ts, issue 5 bundle budget).
 */

import { defaultMemberCentrePage } from "../../model/MemberCentreDefault.ts"
import type { MemberCentreState } from "./memberCentre.ts"

const emptyList = {
  filter: undefined,
  rows: [],
  totalPages: 0,
  totals: undefined,
  loading: false,
  error: undefined,
} as const

export const initialMemberCentre: MemberCentreState = {
  open: false,
  page: defaultMemberCentrePage,
  pointMallHandle: undefined,
  records: {
    betting: emptyList,
    account: emptyList,
    profit: emptyList,
    bonus: emptyList,
    redeem: emptyList,
    transactions: emptyList,
  },
  referral: undefined,
  vipLevels: [],
  rankProgress: undefined,
}
