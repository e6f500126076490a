/**
 * The member centre popup (spec section 2): open or closed, the page shown (`securityCenter` by default; a page the
 * member may not see falls back to it, permissions/memberCentre.ts), the point-mall handle (the reward picked in the
 * reward centre, cleared on closing), the record lists with their filters, paging and totals (betting record,
 * account record, personal profit, bonus details, redeem history, transactions), referral, VIP levels and rank
 * progress. Member data: cleared when the session ends or the member logs out (the public VIP levels stay).
 */
import type { EndpointName } from "../../contract/Api.ts"
import { type CallError, type CallFailure, callErrorOf } from "../../model/CallError.ts"
import type { MemberCentrePage } from "../../model/MemberCentrePage.ts"
import { defaultMemberCentrePage } from "../../model/MemberCentrePage.ts"
import { rowsOf, totalPagesOf } from "../../model/Page.ts"
import type { RedeemRecord } from "../../model/PointsMall.ts"
import type {
  AccountRecord,
  BetRecord,
  BonusRow,
  MemberTransaction,
  ProfitRow,
  RecordFilter,
  RecordKind,
  RecordTotals,
} from "../../model/Records.ts"
import type { Referral } from "../../model/Referral.ts"
import type { PlayerRankProgress, VipLevel } from "../../model/VipLevel.ts"
import { memberCentrePageFor } from "../../permissions/memberCentre.ts"
import { isRealMember, trialType } from "../../permissions/roles.ts"
import { openedOn, shownOn } from "../Centre.ts"
import { failedOrReset, type Handlers, slice } from "../Slice.ts"

/** One record list: the filter last asked for, the rows of that page, the page count, the range's totals. */
export interface RecordList<Row> {
  readonly filter: RecordFilter | undefined
  readonly rows: ReadonlyArray<Row>
  readonly totalPages: number
  readonly totals: RecordTotals | undefined
  readonly loading: boolean
  readonly error: CallError | undefined
}

export interface MemberRecords {
  readonly betting: RecordList<BetRecord>
  readonly account: RecordList<AccountRecord>
  readonly profit: RecordList<ProfitRow>
  readonly bonus: RecordList<BonusRow>
  readonly redeem: RecordList<RedeemRecord>
  readonly transactions: RecordList<MemberTransaction>
}

export interface MemberCentreState {
  readonly open: boolean
  readonly page: MemberCentrePage
  /** The reward picked in the reward centre for the points mall; cleared when the centre closes (spec section 2). */
  readonly pointMallHandle: string | undefined
  readonly records: MemberRecords
  readonly referral: Referral | undefined
  readonly vipLevels: ReadonlyArray<VipLevel>
  readonly rankProgress: PlayerRankProgress | undefined
}

/** Record lists by the endpoint that fills them. */
const kindByEndpoint: Partial<Readonly<Record<EndpointName, RecordKind>>> = {
  bettingRecords: "betting",
  accountRecords: "account",
  personalProfit: "profit",
  bonusDetails: "bonus",
  redeemPointList: "redeem",
  memberTransactions: "transactions",
}

/** What a list or report keeps of its query: the filter, whether its answer is awaited, why the last one failed. */
interface Queried {
  readonly filter: RecordFilter | undefined
  readonly loading: boolean
  readonly error: CallError | undefined
}

/** A list or report asked for under `filter`: loading, what it shows kept until the answer comes. */
export const queried = <L extends Queried>(list: L, filter: RecordFilter): L => ({
  ...list,
  filter,
  loading: true,
  error: undefined,
})

/** A list or report whose call failed: no longer loading, with the error. */
export const listFailed = <L extends Queried>(list: L, e: CallFailure): L => ({
  ...list,
  loading: false,
  error: callErrorOf(e),
})

/** A list filled by its answer: the rows, the page count and the totals, under the filter asked for. */
export const fillRecordList = <Row>(
  list: RecordList<Row>,
  page: {
    readonly list?: ReadonlyArray<Row> | null | undefined
    readonly totalPages?: number | null | undefined
    readonly summary?: RecordTotals | null | undefined
  },
): RecordList<Row> => ({
  filter: list.filter,
  rows: rowsOf(page),
  totalPages: totalPagesOf(page),
  totals: page.summary ?? undefined,
  loading: false,
  error: undefined,
})

/**
 * The handler of a record list's answer: the list of `kind` filled with the page it carries. `lists` names where the
 * slice keeps its lists (the member's records, the agent's reports).
 */
export const listFilled =
  <S, const At extends keyof S, const K extends keyof S[At], Row>(lists: At, kind: K) =>
  (
    s: S & { readonly [P in At]: { readonly [Q in K]: RecordList<Row> } },
    e: { readonly value: Parameters<typeof fillRecordList<Row>>[1] },
  ): S => ({
    ...s,
    [lists]: { ...s[lists], [kind]: fillRecordList(s[lists][kind], e.value) },
  })

const failed = (s: MemberCentreState, e: CallFailure): MemberCentreState => {
  const kind = kindByEndpoint[e.endpoint]
  if (kind === undefined) return s
  return { ...s, records: { ...s.records, [kind]: listFailed(s.records[kind], e) } }
}

const closed = (s: MemberCentreState): MemberCentreState =>
  !s.open && s.pointMallHandle === undefined ? s : { ...s, open: false, pointMallHandle: undefined }

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

const reset = (s: MemberCentreState): MemberCentreState =>
  s === initialMemberCentre ? s : { ...initialMemberCentre, vipLevels: s.vipLevels }

const handlers: Handlers<MemberCentreState> = {
  MemberInfoLoaded: (s, e) =>
    s.open && Number(e.value.type) === trialType ? { ...s, open: false, pointMallHandle: undefined } : s,
  // Spec section 4: opening needs a real account; a log that says otherwise (a foreign or tampered one) is ignored.
  MemberCentreOpened: (s, e, state) => (isRealMember(state) ? openedOn(s, memberCentrePageFor(state, e.page)) : s),
  MemberCentrePageSelected: (s, e, state) => shownOn(s, memberCentrePageFor(state, e.page)),
  ModalClosed: (s, e) => (e.modal === "memberCentre" ? closed(s) : s),
  PointMallItemSelected: (s, e) => (s.pointMallHandle === e.rewardId ? s : { ...s, pointMallHandle: e.rewardId }),
  RecordsQueried: (s, e) => ({ ...s, records: { ...s.records, [e.kind]: queried(s.records[e.kind], e.filter) } }),
  BettingRecordsLoaded: listFilled("records", "betting"),
  AccountRecordsLoaded: listFilled("records", "account"),
  PersonalProfitLoaded: listFilled("records", "profit"),
  BonusDetailsLoaded: listFilled("records", "bonus"),
  RedeemHistoryLoaded: listFilled("records", "redeem"),
  MemberTransactionsLoaded: listFilled("records", "transactions"),
  ReferralLoaded: (s, e) => ({ ...s, referral: e.value }),
  VipLevelsLoaded: (s, e) => ({ ...s, vipLevels: e.value }),
  PlayerRankLoaded: (s, e) => ({ ...s, rankProgress: e.value }),
  ...failedOrReset(failed, reset),
}

export const memberCentre = slice<MemberCentreState>(initialMemberCentre, handlers)
