/**
 * Mission activity (spec section 2 `missionLeaderboard`; wire notes 6a `MCSFE_getMissionSummaryDetails`,
 * `MCSFE_getMissionLeaderboard`; our `MCSFE_claimMissionReward`): missions whose progress is counted from the member's
 * play (`bets`: rounds, stake in whole pesos, winning rounds) or approved deposits between the mission's start and end;
 * a completed one can be claimed once before it ends (the reward from the house's bonus account, one ledger entry per
 * idempotency key); the leaderboard ranks members by stake over the last 7 days, names masked.
 */

import type { Api } from "../../core/contract/Api.ts"
import { moneyCodes } from "../../core/contract/ErrorCode.ts"
import type { Mission } from "../../core/model/Mission.ts"
import { trialType } from "../../core/permissions/roles.ts"
import { maskName } from "../content/maskName.ts"
import { seededText } from "../content/seededTexts.ts"
import type { Queryable } from "../db/Database.ts"
import { portalTime } from "../games/portalTime.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { once } from "../ledger/idempotency.ts"
import { House, main } from "../ledger/ledger.ts"
import { callerOf, realMember } from "./callers.ts"
import { transferAt } from "./entries.ts"
import { rowId } from "./ids.ts"
import { ms, num } from "./rows.ts"

/** The leaderboard's prizes by rank (minor units; shown, paid by an operator). */
export const leaderboardRewards: ReadonlyArray<number> = [
  100_000, 50_000, 20_000, 5000, 5000, 5000, 5000, 5000, 5000, 5000,
]

const weekMs = 7 * 24 * 60 * 60 * 1000

/** The member's missions that have started, with their progress and status. */
export const missionsOf = async (q: Queryable, memberId: number, now: number): Promise<Array<Mission>> => {
  const rows = await q.query<{
    id: unknown
    name: string
    description: string
    metric: string
    target: unknown
    reward: unknown
    end_at: unknown
    rounds: unknown
    stake: unknown
    wins: unknown
    deposits: unknown
    claimed_at: unknown
  }>(
    `select m.id, m.name, m.description, m.metric, m.target, m.reward, m.end_at,
       (select count(*) from bets b where b.member_id = $1 and b.created_at >= m.start_at and b.created_at < m.end_at) as rounds,
       (select coalesce(sum(stake), 0) from bets b where b.member_id = $1 and b.created_at >= m.start_at and b.created_at < m.end_at) as stake,
       (select count(*) from bets b where b.member_id = $1 and b.payout > b.stake and b.created_at >= m.start_at and b.created_at < m.end_at) as wins,
       (select count(*) from deposits d where d.member_id = $1 and d.status = 'APPROVED' and d.updated_at >= m.start_at and d.updated_at < m.end_at) as deposits,
       c.claimed_at
       from missions m left join mission_claims c on c.mission_id = m.id and c.member_id = $1
      where m.start_at <= $2 order by m.sort, m.id`,
    [memberId, new Date(now)],
  )
  return rows.map((r) => {
    const target = num(r.target)
    const raw =
      r.metric === "ROUNDS"
        ? num(r.rounds)
        : r.metric === "STAKE"
          ? Math.floor(num(r.stake) / 100)
          : r.metric === "WINS"
            ? num(r.wins)
            : num(r.deposits)
    const progress = Math.min(raw, target)
    const status: Mission["status"] =
      r.claimed_at !== null ? "CLAIMED" : now >= ms(r.end_at)! ? "EXPIRED" : progress >= target ? "COMPLETED" : "OPEN"
    return {
      missionId: String(num(r.id)),
      name: r.name,
      description: r.description,
      progress,
      target,
      reward: num(r.reward),
      status,
      endTime: portalTime(ms(r.end_at)!),
    }
  })
}

export const missionSummary: Handler<Api["missionSummary"]> = async (ctx) => {
  const caller = callerOf(ctx)
  const list = await missionsOf(ctx.services.db, caller.memberId, ctx.now)
  return {
    list: list.map((m) => ({
      ...m,
      name: seededText(ctx.language, m.name),
      description: seededText(ctx.language, m.description),
    })),
  }
}

export const missionLeaderboard: Handler<Api["missionLeaderboard"]> = async (ctx) => {
  callerOf(ctx)
  const rows = await ctx.services.db.query<{ account: string; stake: unknown }>(
    `select m.account, sum(b.stake) as stake from bets b join members m on m.id = b.member_id
      where b.created_at >= $1 and b.created_at < $2 and m.type <> $3
      group by m.account order by sum(b.stake) desc, m.account limit 10`,
    [new Date(ctx.now - weekMs), new Date(ctx.now + 1), trialType],
  )
  return {
    list: rows.map((r, i) => ({
      rank: i + 1,
      account: maskName(r.account),
      score: Math.floor(num(r.stake) / 100),
      reward: leaderboardRewards[i] ?? 0,
    })),
  }
}

export const claimMission: Handler<Api["claimMission"]> = async (ctx, request) => {
  const caller = realMember(ctx)
  const id = rowId("missionId", request.missionId)
  return once(
    ctx.services.db,
    { key: ctx.idempotencyKey!, memberId: caller.memberId, endpoint: "claimMission", request: { id } },
    async (tx) => {
      const mission = (await missionsOf(tx, caller.memberId, ctx.now)).find((m) => m.missionId === String(id))
      if (mission === undefined) throw new ApiError(400, moneyCodes.missionNotFound, "missionId: no such mission")
      if (mission.status !== "COMPLETED")
        throw new ApiError(400, moneyCodes.missionNotClaimable, `This mission is ${mission.status.toLowerCase()}`)
      const inserted = await tx.query(
        "insert into mission_claims (mission_id, member_id, claimed_at) values ($1, $2, $3) on conflict do nothing returning mission_id",
        [id, caller.memberId, new Date(ctx.now)],
      )
      if (inserted.length === 0) throw new ApiError(400, moneyCodes.missionNotClaimable, "This mission is claimed")
      const journalId = await transferAt(
        tx,
        ctx.now,
        "bonus.mission",
        caller.memberId,
        House.bonus,
        main(caller.memberId),
        mission.reward ?? 0,
        { title: mission.name, missionId: String(id) },
      )
      await tx.query("update mission_claims set journal_id = $3 where mission_id = $1 and member_id = $2", [
        id,
        caller.memberId,
        journalId,
      ])
      return null
    },
  )
}
