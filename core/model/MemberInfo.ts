/**
 * Member info (`GET /wps/member/info`; spec section 3 "Member info"; wire notes section 5): id, account, nickname,
 * type (agents 1/2/41/42, trial 4), last login, upline transfer flag, first-login flag, the club label and the member
 * labels. The header shows `memberLabel[0].labelName`; the default label colour is #ABABAB.
 */
import * as Schema from "effect/Schema"
import { NumberLike } from "./NumberLike.ts"

const opt = <S extends Schema.Top>(s: S) => Schema.optional(Schema.NullOr(s))
const Id = Schema.Union([Schema.String, Schema.Number])

/** A label of the member (`clubLabel`, `memberLabel[]`): VIP rank name, id, kind ("AUTO"), rank level, colour. */
export const MemberLabel = Schema.Struct({
  labelName: opt(Schema.String),
  labelId: opt(Id),
  type: opt(Schema.String),
  rankLevel: opt(NumberLike),
  color: opt(Schema.String),
})
export type MemberLabel = typeof MemberLabel.Type

/** `value` of the member-info call. */
export const MemberInfo = Schema.Struct({
  id: opt(Id),
  account: Schema.String,
  nickname: opt(Schema.String),
  /** Account type: 4 trial; 1, 2, 41, 42 agents (spec section 9). */
  type: NumberLike,
  lastLogin: opt(Schema.Union([Schema.String, Schema.Number])),
  /** May transfer to the upline; builds send a boolean, 1/0 or "Y"/"N". */
  toUpline: opt(Schema.Union([Schema.Boolean, Schema.Number, Schema.String])),
  firstTimeLogin: opt(Schema.Boolean),
  clubLabel: opt(MemberLabel),
  memberLabel: opt(Schema.Array(MemberLabel)),
  customerId: opt(Id),
  /** Security facts of the "my account" page (model/MemberSecurity.ts; our choice of names, all optional). */
  mobileNum: opt(Schema.String),
  email: opt(Schema.String),
  lastLoginIp: opt(Schema.String),
  googleBound: opt(Schema.Boolean),
})
export type MemberInfo = typeof MemberInfo.Type

/** Label colour when the platform gives none (spec section 3). */
export const defaultLabelColor = "#ABABAB"

/** True for the platform's truthy spellings of a flag. */
export const isTruthyFlag = (v: boolean | number | string | null | undefined): boolean =>
  v === true || v === 1 || (typeof v === "string" && ["1", "y", "yes", "true"].includes(v.trim().toLowerCase()))

/** The label the header shows: the first member label, else the club label. */
export const displayLabel = (info: MemberInfo): MemberLabel | undefined =>
  info.memberLabel?.[0] ?? info.clubLabel ?? undefined
