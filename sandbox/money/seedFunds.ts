/**
 * The demo brand's money history ("deposits/withdrawals/transfers history ... for player01 (as real ledger
 * entries)"): the deposit channels, a bank account and a payment password per demo member, and over the last two
 * weeks deposits and withdrawals in every state — each movement a ledger entry dated when it happened — plus the
 * agent tree's transfers, so the member centre and the agents' reports have something to show from the first start.
 * Orders seeded as waiting stay waiting (due in an hour, or for an operator).
 */
import { hashPassword } from "../auth/passwords.ts"
import type { Queryable } from "../db/Database.ts"
import { House, held, main } from "../ledger/ledger.ts"
import { transferAt } from "./entries.ts"
import { num } from "./rows.ts"

/** The demo members' payment password (a public demo value, like their login passwords). */
export const demoPaymentPassword = "246810"

/** Members seeded without a payment password, so setting one can be seen. */
export const withoutPaymentPassword: ReadonlyArray<string> = ["newpass01", "expired01", "trial01"]

const day = 24 * 60 * 60 * 1000
const minute = 60 * 1000

/** The deposit channels of the demo brand (minor units). */
export const depositChannelSeeds = [
  {
    name: "Bank Transfer (BDO)",
    type: "BANK",
    min: 10_000,
    max: 10_000_000,
    bankName: "BDO Unibank",
    accountName: "Arena Gaming Corp.",
    accountNumber: "0012-3456-7890",
    instructions: "Transfer the exact amount and keep the receipt.",
  },
  {
    name: "GCash",
    type: "EWALLET",
    min: 5000,
    max: 5_000_000,
    accountName: "Arena Gaming",
    accountNumber: "0917 555 0101",
    instructions: "Send from the GCash app to the number shown.",
  },
  {
    name: "PayMaya QR",
    type: "QR",
    min: 10_000,
    max: 2_000_000,
    qrCodeUrl: "/images/banners/promotions.svg",
    instructions: "Scan the code with your Maya app.",
  },
  {
    name: "Online Banking",
    type: "ONLINE",
    min: 50_000,
    max: 20_000_000,
    instructions: "You will be sent to your bank to confirm.",
  },
] as const

/** The bank of each demo member's account. */
const banks = ["BDO Unibank", "BPI", "Metrobank", "Landbank", "UnionBank"]

interface Ctx {
  readonly tx: Queryable
  readonly now: number
  readonly channels: ReadonlyArray<number>
}

const deposit = async (
  c: Ctx,
  memberId: number,
  o: { daysAgo: number; channel: number; amount: number; status: string; remarks?: string },
) => {
  const at = c.now - o.daysAgo * day
  const settled = at + 3 * minute
  const [row] = await c.tx.query<{ id: unknown }>(
    `insert into deposits (member_id, channel_id, amount, status, remarks, created_at, due_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      memberId,
      c.channels[o.channel],
      o.amount,
      o.status,
      o.remarks ?? null,
      new Date(at),
      new Date(o.status === "PENDING" ? c.now + 60 * minute : settled),
      new Date(o.status === "PENDING" ? at : settled),
    ],
  )
  if (o.status !== "APPROVED") return
  const depositId = String(num(row!.id))
  const journalId = await transferAt(c.tx, settled, "deposit", memberId, House.cash, main(memberId), o.amount, {
    depositId,
  })
  await c.tx.query("update deposits set journal_id = $2 where id = $1", [depositId, journalId])
}

/** A 1×1 PNG: the seeded proof of a withdrawal not received. */
const proofPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
)

const withdrawal = async (
  c: Ctx,
  memberId: number,
  bankAccountId: number,
  o: {
    minutesAgo: number
    amount: number
    status: string
    confirmation?: string
    paidMinutesAgo?: number
    remarks?: string
  },
) => {
  const at = c.now - o.minutesAgo * minute
  const paidAt =
    o.status !== "APPROVED"
      ? null
      : o.paidMinutesAgo === undefined
        ? at + 5 * minute
        : c.now - o.paidMinutesAgo * minute
  const [row] = await c.tx.query<{ id: unknown }>(
    `insert into withdrawals (member_id, bank_account_id, amount, status, confirmation, created_at, due_at, paid_at,
       confirmed_at, updated_at, proof_type, proof, remarks)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [
      memberId,
      bankAccountId,
      o.amount,
      o.status,
      o.confirmation ?? null,
      new Date(at),
      new Date(o.status === "PENDING" ? c.now + 60 * minute : at + 5 * minute),
      paidAt === null ? null : new Date(paidAt),
      o.confirmation === "RECEIVED" || o.confirmation === "NOT_RECEIVED" ? new Date(at + 30 * minute) : null,
      new Date(at),
      o.confirmation === "NOT_RECEIVED" ? "image/png" : null,
      o.confirmation === "NOT_RECEIVED" ? proofPng : null,
      o.remarks ?? null,
    ],
  )
  const meta = { withdrawalId: String(num(row!.id)) }
  await transferAt(c.tx, at, "withdrawal.hold", memberId, main(memberId), held(memberId), o.amount, meta)
  const later = at + 5 * minute
  if (paidAt !== null)
    await transferAt(c.tx, paidAt, "withdrawal.paid", memberId, held(memberId), House.cash, o.amount, meta)
  if (o.status === "CANCELLED")
    await transferAt(c.tx, later, "withdrawal.cancel", memberId, held(memberId), main(memberId), o.amount, meta)
  if (o.status === "REJECTED")
    await transferAt(c.tx, later, "withdrawal.refund", memberId, held(memberId), main(memberId), o.amount, meta)
}

/** Seeds the channels, bank accounts, payment passwords and the money history. */
export const seedFunds = async (tx: Queryable, members: ReadonlyMap<string, number>, now: number): Promise<void> => {
  const channels: Array<number> = []
  for (const [i, ch] of depositChannelSeeds.entries()) {
    const [row] = await tx.query<{ id: unknown }>(
      `insert into deposit_channels (name, type, min_amount, max_amount, bank_name, account_name, account_number,
         qr_code_url, instructions, sort) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        ch.name,
        ch.type,
        ch.min,
        ch.max,
        "bankName" in ch ? ch.bankName : null,
        "accountName" in ch ? ch.accountName : null,
        "accountNumber" in ch ? ch.accountNumber : null,
        "qrCodeUrl" in ch ? ch.qrCodeUrl : null,
        ch.instructions,
        i,
      ],
    )
    channels.push(num(row!.id))
  }
  const c: Ctx = { tx, now, channels }
  const hash = await hashPassword(demoPaymentPassword)
  const bankAccount = new Map<string, number>()
  for (const [i, [account, id]] of [...members.entries()].entries()) {
    if (!withoutPaymentPassword.includes(account))
      await tx.query("update members set payment_password_hash = $2 where id = $1", [id, hash])
    if (account === "trial01") continue
    const [row] = await tx.query<{ id: unknown }>(
      `insert into bank_accounts (member_id, bank_name, account_name, account_number, created_at)
       select id, $2, coalesce(payee_name, account), $3, $4 from members where id = $1 returning id`,
      [id, banks[i % banks.length], `00${String(1234567890 + i * 1111111).slice(0, 10)}`, new Date(now - 30 * day)],
    )
    bankAccount.set(account, num(row!.id))
  }

  const player = members.get("player01")
  const playerBank = bankAccount.get("player01")
  if (player !== undefined && playerBank !== undefined) {
    await deposit(c, player, { daysAgo: 13, channel: 0, amount: 200_000, status: "APPROVED" })
    await deposit(c, player, { daysAgo: 9, channel: 1, amount: 50_000, status: "APPROVED" })
    await deposit(c, player, {
      daysAgo: 6,
      channel: 0,
      amount: 100_000,
      status: "REJECTED",
      remarks: "Payment not received by the bank",
    })
    await deposit(c, player, { daysAgo: 4, channel: 1, amount: 20_000, status: "CANCELLED", remarks: "Cancelled" })
    await deposit(c, player, { daysAgo: 2, channel: 2, amount: 30_000, status: "APPROVED" })
    await deposit(c, player, { daysAgo: 0.01, channel: 1, amount: 15_000, status: "PENDING" })
    await withdrawal(c, player, playerBank, {
      minutesAgo: 12 * 24 * 60,
      amount: 50_000,
      status: "APPROVED",
      confirmation: "RECEIVED",
    })
    await withdrawal(c, player, playerBank, {
      minutesAgo: 8 * 24 * 60,
      amount: 30_000,
      status: "APPROVED",
      confirmation: "NOT_RECEIVED",
      remarks: "The money did not arrive",
    })
    await withdrawal(c, player, playerBank, { minutesAgo: 5 * 24 * 60, amount: 20_000, status: "CANCELLED" })
    await withdrawal(c, player, playerBank, {
      minutesAgo: 3 * 24 * 60,
      amount: 10_000,
      status: "REJECTED",
      remarks: "The bank account name does not match",
    })
    await withdrawal(c, player, playerBank, {
      minutesAgo: 45,
      amount: 25_000,
      status: "APPROVED",
      confirmation: "AWAITING",
      paidMinutesAgo: 25,
    })
    await withdrawal(c, player, playerBank, {
      minutesAgo: 10,
      amount: 15_000,
      status: "APPROVED",
      confirmation: "AWAITING",
      paidMinutesAgo: 8,
    })
    await withdrawal(c, player, playerBank, { minutesAgo: 2, amount: 12_000, status: "PENDING" })
  }

  const others: ReadonlyArray<readonly [string, number, number, number]> = [
    ["agent02", 11, 0, 100_000],
    ["agent41", 3, 1, 40_000],
    ["agent42", 5, 2, 50_000],
    ["down01", 10, 0, 30_000],
    ["down02", 7, 1, 20_000],
    ["expired01", 5, 1, 10_000],
  ]
  for (const [account, daysAgo, channel, amount] of others) {
    const id = members.get(account)
    if (id !== undefined) await deposit(c, id, { daysAgo, channel, amount, status: "APPROVED" })
  }
  const down01 = members.get("down01")
  const down01Bank = bankAccount.get("down01")
  if (down01 !== undefined && down01Bank !== undefined)
    await withdrawal(c, down01, down01Bank, {
      minutesAgo: 2 * 24 * 60,
      amount: 10_000,
      status: "APPROVED",
      confirmation: "RECEIVED",
    })

  const agent01 = members.get("agent01")
  if (agent01 !== undefined && down01 !== undefined) {
    await transferAt(tx, now - 6 * day, "agent.transfer", agent01, main(agent01), main(down01), 10_000, {
      direction: "down",
      from: "agent01",
      to: "down01",
    })
    await transferAt(tx, now - day, "agent.transfer", down01, main(down01), main(agent01), 5000, {
      direction: "up",
      from: "down01",
      to: "agent01",
    })
  }
}
