/**
 * Reading a member's row for the session area: by account name (case-insensitive, as registration keeps names
 * unique), by mobile number (with its dialing code when one is given) or by id. Bigint columns come back as text
 * from the drivers; they are turned into numbers here, once.
 */
import type { Queryable } from "../db/Database.ts"

/** The member columns the session area reads. */
export interface MemberRow {
  readonly id: number
  readonly account: string
  readonly passwordHash: string
  readonly nickname: string | null
  readonly type: number
  readonly uplineId: number | null
  readonly mobile: string | null
  readonly countryDialingCode: string | null
  readonly email: string | null
  readonly payeeName: string | null
  readonly labelName: string | null
  readonly labelColor: string | null
  readonly vipLevel: number
  readonly firstTimeLogin: boolean
  readonly passwordChangedAt: number
  readonly passwordMustChange: boolean
  readonly lastLoginAt: number | null
  readonly previousLoginAt: number | null
  readonly knownIps: ReadonlyArray<string>
  readonly googleCode: string | null
  readonly language: string
}

const columns = `id, account, password_hash, nickname, type, upline_id, mobile, country_dialing_code, email, payee_name,
  label_name, label_color, vip_level, first_time_login, password_changed_at, password_must_change, last_login_at,
  previous_login_at, known_ips, google_code, language`

interface Raw {
  id: string | number
  account: string
  password_hash: string
  nickname: string | null
  type: string | number
  upline_id: string | number | null
  mobile: string | null
  country_dialing_code: string | null
  email: string | null
  payee_name: string | null
  label_name: string | null
  label_color: string | null
  vip_level: string | number
  first_time_login: boolean
  password_changed_at: Date | string
  password_must_change: boolean
  last_login_at: Date | string | null
  previous_login_at: Date | string | null
  known_ips: ReadonlyArray<string> | null
  google_code: string | null
  language: string
}

const time = (t: Date | string | null): number | null => (t === null ? null : new Date(t).getTime())

const toRow = (r: Raw): MemberRow => ({
  id: Number(r.id),
  account: r.account,
  passwordHash: r.password_hash,
  nickname: r.nickname,
  type: Number(r.type),
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  mobile: r.mobile,
  countryDialingCode: r.country_dialing_code,
  email: r.email,
  payeeName: r.payee_name,
  labelName: r.label_name,
  labelColor: r.label_color,
  vipLevel: Number(r.vip_level),
  firstTimeLogin: r.first_time_login,
  passwordChangedAt: time(r.password_changed_at) ?? 0,
  passwordMustChange: r.password_must_change,
  lastLoginAt: time(r.last_login_at),
  previousLoginAt: time(r.previous_login_at),
  knownIps: r.known_ips ?? [],
  googleCode: r.google_code,
  language: r.language,
})

/** The member with this account name, any case. */
export const memberByAccount = async (db: Queryable, account: string): Promise<MemberRow | undefined> => {
  const rows = await db.query<Raw>(`select ${columns} from members where lower(account) = lower($1) limit 1`, [
    account.trim(),
  ])
  return rows[0] === undefined ? undefined : toRow(rows[0])
}

/** The member whose bound mobile is this number (and dialing code, when given). */
export const memberByMobile = async (
  db: Queryable,
  mobile: string,
  dialingCode: string | undefined,
): Promise<MemberRow | undefined> => {
  const rows = await db.query<Raw>(
    `select ${columns} from members
      where mobile = $1 and ($2::text is null or country_dialing_code is null or country_dialing_code = $2) limit 1`,
    [mobile, dialingCode ?? null],
  )
  return rows[0] === undefined ? undefined : toRow(rows[0])
}

/** The member with this id. */
export const memberById = async (db: Queryable, id: number): Promise<MemberRow | undefined> => {
  const rows = await db.query<Raw>(`select ${columns} from members where id = $1`, [id])
  return rows[0] === undefined ? undefined : toRow(rows[0])
}
