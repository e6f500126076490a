/**
 * The memberCentre slice's value before any event, apart from its handlers (memberCentre.ts): the first
 * view's store holds it while the handlers load after the first view (core/state/laterSlices.ts
 * for the first view's byte budget).
 */
import { defaultMemberCentrePage } from "../../model/MemberCentreDefault.ts"
import type { MemberCentreState } from "./memberCentre.ts"

/** A record list before its first page (the member centre's and the agent centre's lists). */
export const emptyRecordList = {
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
    betting: emptyRecordList,
    account: emptyRecordList,
    profit: emptyRecordList,
    bonus: emptyRecordList,
    redeem: emptyRecordList,
    transactions: emptyRecordList,
  },
  referral: undefined,
  vipLevels: [],
  rankProgress: undefined,
}
