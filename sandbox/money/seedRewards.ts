/**
 * The demo brand's rewards: the points mall's rewards, player01's points (earned from the seeded play, a
 * welcome grant, redemptions in every status, a conversion — all ledger entries), the promotions with each demo
 * member's statuses (bonuses already issued or claimed paid through the ledger), missions in every state for player01,
 * the VIP levels, inbox messages (player01 has unread ones; the other members' are read, so their unread count
 * starts at 0) and two friends player01 referred.
 */
import { defaultLabelColor } from "../../core/model/MemberInfo.ts"
import type { Queryable } from "../db/Database.ts"
import { rewardImage } from "../games/imagePaths.ts"
import { House, main, points } from "../ledger/ledger.ts"
import { postAt, transferAt } from "./entries.ts"
import { centsPerPoint } from "./pointRates.ts"
import { accrueIn } from "./pointsAccrual.ts"
import { promotionImageUrl } from "./promotionImages.ts"
import { promotionSeeds } from "./promotionSeeds.ts"
import { rafflePrizeOf } from "./promotions.ts"
import { num } from "./rows.ts"

const day = 24 * 60 * 60 * 1000

/** The points mall's rewards. */
export const rewardSeeds = [
  {
    name: "Cash voucher P 10.00",
    type: "CASH",
    points: 100,
    amount: 1000,
    quantity: 500,
    status: "ACTIVE",
    remark: "Credited to your main wallet once approved",
    units: "voucher",
    key: "voucher-10",
    picture: "voucher",
  },
  {
    name: "Cash voucher P 50.00",
    type: "CASH",
    points: 450,
    amount: 5000,
    quantity: 200,
    status: "ACTIVE",
    remark: "Credited to your main wallet once approved",
    units: "voucher",
    key: "voucher-50",
    picture: "voucher",
  },
  {
    name: "Arena T-shirt",
    type: "GOODS",
    points: 300,
    amount: 0,
    quantity: 50,
    status: "ACTIVE",
    remark: "Sizes S to XL; delivered in 7 working days",
    units: "pcs",
    key: "tshirt",
    picture: "shirt",
  },
  {
    name: "Bluetooth earphones",
    type: "GOODS",
    points: 1200,
    amount: 0,
    quantity: 10,
    status: "ACTIVE",
    remark: "Delivered in 7 working days",
    units: "pair",
    key: "earphones",
    picture: "earphones",
  },
  {
    name: "Smartphone",
    type: "GOODS",
    points: 20_000,
    amount: 0,
    quantity: 0,
    status: "ACTIVE",
    remark: "Sold out: back next month",
    units: "pcs",
    key: "smartphone",
    picture: "phone",
  },
  {
    name: "Gold membership card",
    type: "GOODS",
    points: 5000,
    amount: 0,
    quantity: 20,
    status: "OFF",
    remark: "Not on offer this season",
    units: "card",
    key: "gold-card",
    picture: "card",
  },
] as const

/** The VIP levels (minor units; rebate in percent). */
export const vipSeeds = [
  {
    level: 0,
    name: "Member",
    deposit: 0,
    bet: 0,
    upgrade: 0,
    monthly: 0,
    birthday: 0,
    rebate: 0.3,
    color: defaultLabelColor,
  },
  {
    level: 1,
    name: "Bronze",
    deposit: 100_000,
    bet: 500_000,
    upgrade: 5_000,
    monthly: 0,
    birthday: 5_000,
    rebate: 0.4,
    color: "#B08D57",
  },
  {
    level: 2,
    name: "Silver",
    deposit: 500_000,
    bet: 2_000_000,
    upgrade: 18_800,
    monthly: 8_800,
    birthday: 18_800,
    rebate: 0.5,
    color: "#C0C0C0",
  },
  {
    level: 3,
    name: "Gold",
    deposit: 2_000_000,
    bet: 10_000_000,
    upgrade: 58_800,
    monthly: 28_800,
    birthday: 58_800,
    rebate: 0.6,
    color: "#E5B64B",
  },
  {
    level: 4,
    name: "Platinum",
    deposit: 10_000_000,
    bet: 50_000_000,
    upgrade: 188_800,
    monthly: 88_800,
    birthday: 188_800,
    rebate: 0.8,
    color: "#8FA8C8",
  },
  {
    level: 5,
    name: "Diamond",
    deposit: 50_000_000,
    bet: 200_000_000,
    upgrade: 588_800,
    monthly: 288_800,
    birthday: 588_800,
    rebate: 1.0,
    color: "#4BB3E5",
  },
  {
    level: 6,
    name: "Royal",
    deposit: 200_000_000,
    bet: 1_000_000_000,
    upgrade: 1_888_800,
    monthly: 888_800,
    birthday: 1_888_800,
    rebate: 1.2,
    color: "#9B59B6",
  },
] as const

/** The missions, days from the seed's time. */
export const missionSeeds = [
  {
    name: "Spin 20 rounds",
    description: "Play 20 rounds of any game this fortnight.",
    metric: "ROUNDS",
    target: 20,
    reward: 2000,
    start: -14,
    end: 14,
  },
  {
    name: "Stake P 5,000",
    description: "Stake P 5,000 in total on any game.",
    metric: "STAKE",
    target: 5000,
    reward: 5000,
    start: -14,
    end: 16,
  },
  {
    name: "Win 5 rounds",
    description: "Win 5 rounds of any game.",
    metric: "WINS",
    target: 5,
    reward: 1000,
    start: -14,
    end: 7,
  },
  {
    name: "Deposit this week",
    description: "Make a deposit this week.",
    metric: "DEPOSITS",
    target: 1,
    reward: 1500,
    start: -3,
    end: 4,
  },
  {
    name: "Weekend warrior",
    description: "Play 50 rounds over the weekend.",
    metric: "ROUNDS",
    target: 50,
    reward: 3000,
    start: -30,
    end: -16,
  },
  {
    name: "Lucky streak",
    description: "Win 10 rounds in the festival week.",
    metric: "WINS",
    target: 10,
    reward: 8800,
    start: 2,
    end: 9,
  },
] as const

const messageSeeds = (account: string) =>
  account === "player01"
    ? [
        {
          title: "Welcome to Arena",
          content: "<p>Your account is ready. Good luck!</p>",
          type: "SYSTEM",
          daysAgo: 30,
          read: true,
        },
        {
          title: "Deposit approved",
          content: "<p>Your deposit of P 2,000.00 is in your main wallet.</p>",
          type: "DEPOSIT",
          daysAgo: 13,
          read: true,
        },
        {
          title: "Scheduled maintenance",
          content: "<p>Live games pause on Sunday 02:00–03:00 (GMT+8).</p>",
          type: "NOTICE",
          daysAgo: 6,
          read: true,
        },
        {
          title: "Your withdrawal is on its way",
          content: "<p>Please confirm when it reaches your bank account.</p>",
          type: "WITHDRAWAL",
          daysAgo: 0.03,
          read: false,
        },
        {
          title: "New: Lucky Raffle",
          content: "<p>Claim your prize in the reward centre before it ends.</p>",
          type: "PROMOTION",
          daysAgo: 1,
          read: false,
        },
        {
          title: "You are Gold",
          content: "<p>Enjoy your Gold benefits: a higher rebate and a monthly bonus.</p>",
          type: "VIP",
          daysAgo: 2,
          read: false,
        },
      ]
    : [
        {
          title: "Welcome to Arena",
          content: "<p>Your account is ready. Good luck!</p>",
          type: "SYSTEM",
          daysAgo: 20,
          read: true,
        },
        {
          title: "Check the reward centre",
          content: "<p>New promotions are waiting for you.</p>",
          type: "PROMOTION",
          daysAgo: 1,
          read: true,
        },
      ]

/** Seeds the rewards. */
export const seedRewards = async (tx: Queryable, members: ReadonlyMap<string, number>, now: number): Promise<void> => {
  const at = (days: number) => new Date(now + days * day)
  const rewardIds: Array<number> = []
  for (const [i, r] of rewardSeeds.entries()) {
    const [row] = await tx.query<{ id: unknown }>(
      `insert into point_rewards (name, type, points, amount, quantity, status, remark, units, sort, image_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [r.name, r.type, r.points, r.amount, r.quantity, r.status, r.remark, r.units, i, rewardImage(r.key)],
    )
    rewardIds.push(num(row!.id))
  }
  for (const v of vipSeeds)
    await tx.query(
      `insert into vip_levels (level, name, min_deposit, min_valid_bet, upgrade_bonus, monthly_bonus, birthday_bonus,
         rebate_rate, color) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [v.level, v.name, v.deposit, v.bet, v.upgrade, v.monthly, v.birthday, v.rebate, v.color],
    )

  const player = members.get("player01")
  if (player !== undefined) {
    await postAt(tx, now - 13 * day, {
      kind: "points.bonus",
      memberId: player,
      meta: { title: "VIP welcome points" },
      postings: [
        { account: House.points, amount: -1500 },
        { account: points(player), amount: 1500 },
      ],
    })
    await accrueIn(tx, player, now - 12 * day)
    const redeem = async (reward: number, daysAgo: number, status: "P" | "A" | "R", remarks: string | null) => {
      const r = rewardSeeds[reward]!
      const when = now - daysAgo * day
      await postAt(tx, when, {
        kind: "points.redeem",
        memberId: player,
        meta: { title: `${r.name} x1`, rewardId: String(rewardIds[reward]) },
        postings: [
          { account: points(player), amount: -r.points },
          { account: House.points, amount: r.points },
        ],
      })
      const [row] = await tx.query<{ id: unknown }>(
        `insert into point_redeems (member_id, reward_id, reward_name, reward_type, points, amount, quantity, status,
           remarks, created_at, due_at, updated_at) values ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9, null, $10) returning id`,
        [
          player,
          rewardIds[reward],
          r.name,
          r.type,
          r.points,
          r.amount,
          status,
          remarks,
          new Date(when),
          new Date(when + day / 2),
        ],
      )
      if (status === "A" && r.amount > 0)
        await transferAt(tx, when + day / 2, "bonus.points", player, House.bonus, main(player), r.amount, {
          title: r.name,
          redeemId: String(num(row!.id)),
        })
      if (status === "R")
        await postAt(tx, when + day / 2, {
          kind: "points.refund",
          memberId: player,
          meta: { title: `${r.name}: ${remarks ?? "rejected"}` },
          postings: [
            { account: House.points, amount: -r.points },
            { account: points(player), amount: r.points },
          ],
        })
    }
    await redeem(0, 10, "A", null)
    await redeem(2, 7, "R", "Size out of stock")
    await redeem(1, 1, "P", null)
    const converted = 200
    await postAt(tx, now - 3 * day, {
      kind: "points.convert",
      memberId: player,
      meta: { points: converted, title: "Points converted to cash" },
      postings: [
        { account: points(player), amount: -converted },
        { account: House.points, amount: converted },
        { account: House.bonus, amount: -converted * centsPerPoint },
        { account: main(player), amount: converted * centsPerPoint },
      ],
    })
  }

  for (const [i, p] of promotionSeeds.entries()) {
    const [row] = await tx.query<{ id: unknown }>(
      `insert into promotions (title, content, image_url, category, kind, bonus, start_at, end_at, need_apply,
         need_contact, sort) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        p.title,
        `<p>${p.subline}.</p><p>Terms: one per member; the brand's general promotion terms apply.</p>`,
        promotionImageUrl(p.key),
        p.category,
        p.kind,
        p.bonus,
        at(p.startDays),
        at(p.endDays),
        p.kind === "APPLY",
        p.needContact === true,
        i,
      ],
    )
    const id = num(row!.id)
    for (const [account, status] of Object.entries(p.members ?? {})) {
      const memberId = members.get(account)
      if (memberId === undefined) continue
      const when = now - 2 * day
      await tx.query(
        "insert into promotion_members (promotion_id, member_id, status, updated_at) values ($1, $2, $3, $4)",
        [id, memberId, status, new Date(when)],
      )
      if (["APPLYING", "ISSUED", "REJECTED", "JOINED"].includes(status))
        await tx.query(
          `insert into promotion_applications (promotion_id, member_id, comment, contact, created_at, due_at, reviewed_at)
           values ($1, $2, $3, $4, $5, null, $6)`,
          [
            id,
            memberId,
            status === "JOINED" ? "" : "Please count me in.",
            p.needContact === true ? "09171234567" : null,
            new Date(when - day),
            status === "APPLYING" ? null : new Date(when),
          ],
        )
      const paid =
        status === "ISSUED" && p.bonus > 0
          ? { kind: "bonus.promotion", amount: p.bonus }
          : status === "CLAIMED"
            ? p.kind === "RAFFLE"
              ? { kind: "bonus.raffle", amount: rafflePrizeOf(memberId, id) }
              : { kind: "bonus.claim", amount: p.bonus }
            : undefined
      if (paid !== undefined && paid.amount > 0)
        await transferAt(tx, when, paid.kind, memberId, House.bonus, main(memberId), paid.amount, {
          title: p.title,
          promotionId: String(id),
        })
    }
  }

  const missionIds: Array<number> = []
  for (const [i, m] of missionSeeds.entries()) {
    const [row] = await tx.query<{ id: unknown }>(
      `insert into missions (name, description, metric, target, reward, start_at, end_at, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [m.name, m.description, m.metric, m.target, m.reward, at(m.start), at(m.end), i],
    )
    missionIds.push(num(row!.id))
  }
  if (player !== undefined) {
    const claimed = missionSeeds[2]
    const journalId = await transferAt(
      tx,
      now - day,
      "bonus.mission",
      player,
      House.bonus,
      main(player),
      claimed.reward,
      {
        title: claimed.name,
        missionId: String(missionIds[2]),
      },
    )
    await tx.query(
      "insert into mission_claims (mission_id, member_id, claimed_at, journal_id) values ($1, $2, $3, $4)",
      [missionIds[2], player, new Date(now - day), journalId],
    )
    for (const friend of ["newpass01", "expired01"]) {
      const id = members.get(friend)
      if (id !== undefined) await tx.query("update members set referred_by = $2 where id = $1", [id, player])
    }
  }

  for (const [account, id] of members) {
    for (const m of messageSeeds(account))
      await tx.query(
        "insert into messages (member_id, title, content, type, read_at, created_at) values ($1, $2, $3, $4, $5, $6)",
        [
          id,
          m.title,
          m.content,
          m.type,
          m.read ? new Date(now - m.daysAgo * day + 60_000) : null,
          new Date(now - m.daysAgo * day),
        ],
      )
  }
}
