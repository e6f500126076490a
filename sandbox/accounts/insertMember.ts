/**
 * The one INSERT of a new member account, shared by the registration (accounts/registration.ts, spec sections 4 and
 * 5) and the agent's register centre (agents/registerDownline.ts): the row with its own referral code (`REF` and the
 * account) and its empty main wallet, in one transaction. An account registered from an address knows it as its
 * first address; one opened by its agent knows none until its first login. A taken account name or mobile number
 * (the table's unique keys, raced past the callers' own checks) answers undefined, so each caller says it its way.
 */
import type { Database } from "../db/Database.ts"
import { accountId, main } from "../ledger/ledger.ts"

/** What a new account's row holds. */
export interface NewMember {
  readonly account: string
  readonly passwordHash: string
  readonly paymentPasswordHash?: string | undefined
  readonly nickname: string
  /** Member type (spec section 9); registrations open members (0). */
  readonly type: number
  readonly uplineId?: number | undefined
  /** The normalized mobile number, with its dialing code. */
  readonly mobile?: { readonly number: string; readonly dialingCode: string } | undefined
  readonly email?: string | undefined
  readonly payeeName?: string | undefined
  /** The first login runs the first-login action. */
  readonly firstTimeLogin: boolean
  /** Platform language code (EN, ZH...). */
  readonly language: string
  /** The address it registered from, also its first known address. */
  readonly registeredIp?: string | undefined
  /** The member whose referral code it registered with. */
  readonly referredBy?: number | undefined
  /** Contact fields beyond the columns (QQ, LINE...); an undefined one is left out. */
  readonly profile?: Readonly<Record<string, string | undefined>> | undefined
  /** When it is created (epoch ms); also its password's date. */
  readonly now: number
}

/** The unique-key violation of PostgreSQL. */
const uniqueViolation = "23505"

/** Inserts the account and its main wallet; its id, or undefined when its account name or mobile number is taken. */
export const insertMember = async (db: Database, m: NewMember): Promise<number | undefined> => {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `insert into members (account, password_hash, payment_password_hash, nickname, type, upline_id, mobile,
           country_dialing_code, email, payee_name, first_time_login, password_changed_at, known_ips, language,
           registered_ip, created_at, referred_by, profile, referral_code)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, array_remove(array[$13::text], null), $14, $13, $12,
           $15, $16::jsonb, $17)
         returning id`,
        [
          m.account,
          m.passwordHash,
          m.paymentPasswordHash ?? null,
          m.nickname,
          m.type,
          m.uplineId ?? null,
          m.mobile?.number ?? null,
          m.mobile?.dialingCode ?? null,
          m.email ?? null,
          m.payeeName ?? null,
          m.firstTimeLogin,
          new Date(m.now),
          m.registeredIp ?? null,
          m.language,
          m.referredBy ?? null,
          JSON.stringify(m.profile ?? {}),
          `REF${m.account.toUpperCase()}`,
        ],
      )
      const id = Number(row!.id)
      await accountId(tx, main(id))
      return id
    })
  } catch (e) {
    if ((e as { code?: string }).code === uniqueViolation) return undefined
    throw e
  }
}
