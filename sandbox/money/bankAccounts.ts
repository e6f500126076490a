/**
 * The bank accounts a member withdraws to. The contract has no call to add one (our choice: a member without one gets
 * a demo account in their payee name, or their account name, the first time the withdraw form loads), and numbers
 * leave the sandbox masked but their last four digits.
 */
import type { BankAccount } from "../../core/model/Withdrawal.ts"
import type { Queryable } from "../db/Database.ts"
import { num } from "./rows.ts"

/** `**** **** 1234`. */
export const maskAccountNumber = (n: string): string => `**** **** ${n.slice(-4)}`

/** The member's bank accounts, creating the demo one when there is none. */
export const bankAccountsOf = async (q: Queryable, memberId: number, now: number): Promise<Array<BankAccount>> => {
  const read = () =>
    q.query<{ id: unknown; bank_name: string; account_name: string; account_number: string }>(
      "select id, bank_name, account_name, account_number from bank_accounts where member_id = $1 order by id",
      [memberId],
    )
  let rows = await read()
  if (rows.length === 0) {
    await q.query(
      `insert into bank_accounts (member_id, bank_name, account_name, account_number, created_at)
       select id, 'Arena Demo Bank', coalesce(nullif(payee_name, ''), account), lpad((id * 7919 % 100000000)::text, 10, '10'), $2
         from members where id = $1`,
      [memberId, new Date(now)],
    )
    rows = await read()
  }
  return rows.map((r) => ({
    id: String(num(r.id)),
    bankName: r.bank_name,
    accountName: r.account_name,
    accountNumber: maskAccountNumber(r.account_number),
  }))
}
