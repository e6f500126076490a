/**
 * Loads the demo brand on first start (an empty database), and resets it on demand: settings, the demo accounts
 * with their opening balances (each a ledger entry from the house), and whatever each area seeds (catalogue,
 * content...). Seeding is one transaction: a crash halfway leaves an empty database, seeded again at next start.
 * Without the demo (production mode), the same steps run with no member: the brand's settings, catalogue, content,
 * channels and rewards, but no account, password, second-verification code or payee name anyone could know.
 */
import { brandKeys } from "../accounts/brandSettings.ts"
import { hashPassword } from "../auth/passwords.ts"
import type { Database, Queryable } from "../db/Database.ts"
import { House, main, transfer } from "../ledger/ledger.ts"
import { demoMembers } from "./members.ts"

/** A seeding step of an area, run inside the seed transaction after the members exist; `now` is the seed's time. */
export type SeedStep = (tx: Queryable, members: ReadonlyMap<string, number>, now: number) => Promise<void>

/** The areas' seeding steps, in order (imported lazily: the step modules import this one for `SeedStep`). */
const steps = async (): Promise<ReadonlyArray<SeedStep>> => {
  const [{ seedSession }, { seedGames }, { seedMoney }] = await Promise.all([
    import("./session.ts"),
    import("./games.ts"),
    import("./money.ts"),
  ])
  return [seedSession, seedGames, seedMoney]
}

/**
 * True when the brand is loaded: its white-label settings are written (by the first step, with or without the demo
 * accounts). Not "members exist": an operator may create the first accounts (scripts/admin.ts) before the first start.
 */
export const isSeeded = async (db: Database): Promise<boolean> =>
  (await db.query("select 1 from settings where key = $1", [brandKeys.whitelabel])).length > 0

/** The demo brand's accounts found in the database (a production instance refuses to start on them). */
export const demoAccountsIn = async (db: Queryable): Promise<ReadonlyArray<string>> =>
  (
    await db.query<{ account: string }>("select account from members where account = any($1) order by id", [
      demoMembers.map((m) => m.account),
    ])
  ).map((r) => r.account)

/** Seeds the brand; with `demo` (the default, development mode) its demo accounts too. */
export const seed = async (db: Database, now: number, options: { readonly demo?: boolean } = {}): Promise<void> => {
  const members = options.demo === false ? [] : demoMembers
  const hashes = await Promise.all(members.map((m) => hashPassword(m.password)))
  const areaSteps = await steps()
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>()
    for (const [i, m] of members.entries()) {
      const changedAt = new Date(m.passwordExpired ? now - 400 * 24 * 3600 * 1000 : now)
      const [row] = await tx.query<{ id: string }>(
        `insert into members (account, password_hash, nickname, type, upline_id, mobile, country_dialing_code, email,
           label_name, label_color, vip_level, first_time_login, password_changed_at, affiliate_code, referral_code)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
        [
          m.account,
          hashes[i],
          m.nickname,
          m.type,
          m.upline === undefined ? null : ids.get(m.upline),
          m.mobile ?? null,
          m.mobile === undefined ? null : "63",
          m.email ?? null,
          m.label?.name ?? null,
          m.label?.color ?? null,
          m.vipLevel ?? 0,
          m.firstTimeLogin ?? false,
          changedAt,
          m.type === 0 || m.type === 4 ? null : `AFF${m.account.toUpperCase()}`,
          `REF${m.account.toUpperCase()}`,
        ],
      )
      const id = Number(row!.id)
      ids.set(m.account, id)
      if (m.balance > 0)
        await transfer(tx, "seed.deposit", id, House.cash, main(id), m.balance, { note: "opening balance" })
    }
    for (const step of areaSteps) await step(tx, ids, now)
  })
}

/** Seeds an empty database; returns whether it did. */
export const seedIfEmpty = async (
  db: Database,
  now: number,
  options: { readonly demo?: boolean } = {},
): Promise<boolean> => {
  if (await isSeeded(db)) return false
  await seed(db, now, options)
  return true
}
