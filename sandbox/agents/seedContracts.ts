/**
 * The demo agent tree's contracts ("seed contracts in several states so every flag/menu shows for agent01"):
 * the house's dividend, daily, hourly and real-time salary contracts with agent01 (a top agent's upline is the house;
 * an agent offers only what it holds, so agent01 holds every kind it offers below), agent01's offers
 * to agent02 and agent41 in every state — in force, pending, re-offered below the rate agent02 gave agent42 (so
 * accepting it shows the downline confirmation), rejected, terminated — and agent02's to agent42.
 */
import type { Queryable } from "../db/Database.ts"

const day = 24 * 60 * 60 * 1000

interface Seed {
  readonly upline: string | null
  readonly member: string
  readonly kind: string
  readonly product: string
  readonly rate: number
  readonly status: "P" | "E" | "V" | "R" | "C"
  readonly daysAgo: number
  readonly minimumBet?: number
  readonly activeMember?: number
  /** Days ago it ended (terminated ones). */
  readonly endedDaysAgo?: number
}

/** The seeded contracts. */
export const contractSeeds: ReadonlyArray<Seed> = [
  { upline: null, member: "agent01", kind: "DIVIDEND", product: "ALL", rate: 40, status: "V", daysAgo: 30 },
  { upline: null, member: "agent01", kind: "DAILY_SALARY", product: "ALL", rate: 1.5, status: "V", daysAgo: 30 },
  { upline: null, member: "agent01", kind: "HOUR_SALARY", product: "ALL", rate: 0.6, status: "V", daysAgo: 30 },
  { upline: null, member: "agent01", kind: "REALTIME_SALARY", product: "ALL", rate: 0.5, status: "V", daysAgo: 30 },
  { upline: "agent01", member: "agent02", kind: "DIVIDEND", product: "RNG", rate: 30, status: "V", daysAgo: 20 },
  { upline: "agent01", member: "agent02", kind: "DIVIDEND", product: "RNG", rate: 20, status: "E", daysAgo: 1 },
  {
    upline: "agent01",
    member: "agent02",
    kind: "DAILY_SALARY",
    product: "LIVE",
    rate: 1,
    status: "P",
    daysAgo: 2,
    minimumBet: 100_000,
    activeMember: 2,
  },
  { upline: "agent01", member: "agent02", kind: "HOUR_SALARY", product: "ALL", rate: 0.5, status: "V", daysAgo: 10 },
  {
    upline: "agent01",
    member: "agent02",
    kind: "REALTIME_SALARY",
    product: "RNG",
    rate: 0.3,
    status: "V",
    daysAgo: 10,
  },
  { upline: "agent01", member: "agent41", kind: "DAILY_SALARY", product: "ALL", rate: 1.2, status: "R", daysAgo: 9 },
  { upline: "agent01", member: "agent41", kind: "REALTIME_SALARY", product: "ALL", rate: 0.4, status: "V", daysAgo: 8 },
  {
    upline: "agent01",
    member: "agent41",
    kind: "HOUR_SALARY",
    product: "SPORTS",
    rate: 0.3,
    status: "C",
    daysAgo: 12,
    endedDaysAgo: 4,
  },
  { upline: "agent02", member: "agent42", kind: "DIVIDEND", product: "RNG", rate: 25, status: "V", daysAgo: 15 },
  { upline: "agent02", member: "agent42", kind: "HOUR_SALARY", product: "ALL", rate: 0.4, status: "P", daysAgo: 1 },
]

/** Seeds the contracts. */
export const seedContracts = async (
  tx: Queryable,
  members: ReadonlyMap<string, number>,
  now: number,
): Promise<void> => {
  for (const c of contractSeeds) {
    const member = members.get(c.member)
    const upline = c.upline === null ? null : members.get(c.upline)
    if (member === undefined || upline === undefined) continue
    const created = new Date(now - c.daysAgo * day)
    const decided = c.status === "P" || c.status === "E" ? null : new Date(now - c.daysAgo * day + day / 4)
    await tx.query(
      `insert into contracts (kind, upline_id, member_id, product_type, computation_period, rate, rate_type, minimum_bet,
         active_member, status, created_at, decided_at, started_at, ended_at)
       values ($1, $2, $3, $4, $5, $6, 'P', $7, $8, $9, $10, $11, $12, $13)`,
      [
        c.kind,
        upline,
        member,
        c.product,
        c.kind === "DIVIDEND" ? "H" : null,
        c.rate,
        c.minimumBet ?? 0,
        c.activeMember ?? 0,
        c.status,
        created,
        decided,
        c.status === "V" || c.status === "C" ? decided : null,
        c.endedDaysAgo === undefined ? null : new Date(now - c.endedDaysAgo * day),
      ],
    )
  }
}
