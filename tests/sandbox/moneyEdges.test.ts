/**
 * The edges of the payment password and the deposits (sandbox/money/paymentPassword.ts, deposits.ts) against a real
 * sandbox: each refusal's words whole, the format a brand's registration rule `paymentPassword` gives (6 digits
 * without one), the lock after five wrong passwords and its end 15 minutes later, a deposit channel's bounds taken
 * exactly, the pending-orders limit, the payer's name and the remarks, the deposit limit's claim, the history's
 * status filter and total, and the approval's journal entry. The values are written here as the platform states them,
 * not read from the code's constants. Each test has a member and a channel of its own, so the tests run in any order.
 */
import { describe, expect, it, onTestFinished } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { hashPassword } from "../../sandbox/auth/passwords.ts"
import { House, main, transfer } from "../../sandbox/ledger/ledger.ts"
import { registerRules } from "../../sandbox/seed/brand.ts"
import { client } from "./harness.ts"
import {
  type Answer,
  decodes,
  ledgerSandbox,
  memberOf,
  moneyCalls,
  newKey,
  range,
  refuses,
  refusesWith,
} from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const minute = 60_000
const loginPassword = "Edge1234"
const page = { page: 1, size: 20 }

let made = 0

/**
 * A fresh real member below agent01 with a session: no orders, no failures, a payment password only if given, and
 * `balance` cents in its main wallet.
 */
const freshMember = async (o: { paymentPassword?: string; balance?: number } = {}) => {
  const db = sandbox.services.db
  const upline = await memberOf(sandbox, "agent01")
  const account = `edge${process.pid}x${++made}`
  const [row] = await db.query<{ id: unknown }>(
    `insert into members (account, password_hash, payment_password_hash, upline_id, first_time_login)
     values ($1, $2, $3, $4, false) returning id`,
    [
      account,
      await hashPassword(loginPassword, 1024),
      o.paymentPassword === undefined ? null : await hashPassword(o.paymentPassword, 1024),
      upline.id,
    ],
  )
  const id = Number(row!.id)
  if (o.balance !== undefined) await transfer(db, "deposit", id, House.cash, main(id), o.balance)
  const c = client(sandbox.url)
  c.setToken(await sandbox.services.sessions.open({ id, account, type: 0 }, sandbox.services.clock(), "127.0.0.1"))
  return { c, id, money: moneyCalls(c) }
}

type Member = Awaited<ReturnType<typeof freshMember>>

// --- the payment password ---

/** The stored registration rules before this test changed them (`null`: none stored), restored after it. */
let before: { value: unknown } | null | undefined

/** Sets the brand's registration rule `paymentPassword` (undefined: no rule) for this test, restored after it. */
const paymentPasswordRule = async (rule: Record<string, unknown> | undefined) => {
  const db = sandbox.services.db
  const write = (value: unknown) =>
    db.query(
      "insert into settings (key, value) values ('brand.register', $1) on conflict (key) do update set value = excluded.value",
      [JSON.stringify(value)],
    )
  if (before === undefined) {
    const [row] = await db.query<{ value: unknown }>("select value from settings where key = 'brand.register'")
    const saved = row ?? null
    before = saved
    onTestFinished(async () => {
      before = undefined
      if (saved === null) await db.query("delete from settings where key = 'brand.register'")
      else await write(saved.value)
    })
  }
  const base = (before?.value ?? registerRules) as Record<string, Record<string, unknown>>
  const { paymentPassword, ...others } = base
  await write(rule === undefined ? others : { ...others, paymentPassword: { ...paymentPassword, ...rule } })
}

/** Sets the payment password as the security centre does: the login password, the new one typed twice. */
const setPaymentPassword = (m: Member, paymentPassword: string, confirm = paymentPassword, login = loginPassword) =>
  m.c.request("POST", Api.paymentPassword.path, {
    body: { loginPassword: login, paymentPassword, confirmPaymentPassword: confirm },
    encrypted: true,
  })

/** A transfer of 0.01 to the upline, confirmed by `paymentPassword`. */
const confirmed = (m: Member, paymentPassword: string) =>
  m.money("POST", Api.uplineTransfer.path, { amount: 0.01, paymentPassword }, { encrypted: true })

const accepted = (res: Answer) => decodes(Api.paymentPassword, res)

describe("the payment password's format", () => {
  it("is 6 digits without a rule of the brand's, and both typings must agree", async () => {
    await paymentPasswordRule(undefined)
    const m = await freshMember()
    const words = "paymentPassword: 6 characters, digits only"
    refusesWith(await setPaymentPassword(m, "13579"), 400, "payment_password_format", words)
    refusesWith(await setPaymentPassword(m, "1357913"), 400, "payment_password_format", words)
    refusesWith(await setPaymentPassword(m, "13579a"), 400, "payment_password_format", words)
    refusesWith(
      await setPaymentPassword(m, "135791", "135792"),
      400,
      "inconsistent_twice",
      "confirmPaymentPassword: the two passwords differ",
    )
    accepted(await setPaymentPassword(m, "135791"))
  })

  it("is 6 digits when the rule's pattern is `*` or missing, whatever lengths it gives", async () => {
    const m = await freshMember()
    for (const rule of [
      { acceptedPattern: "*", minLength: 4, maxLength: 8 },
      { acceptedPattern: null, minLength: 4, maxLength: 8 },
    ]) {
      await paymentPasswordRule(rule)
      const words = "paymentPassword: 6 characters, digits only"
      refusesWith(await setPaymentPassword(m, "1357"), 400, "payment_password_format", words)
      refusesWith(await setPaymentPassword(m, "abcdef"), 400, "payment_password_format", words)
      accepted(await setPaymentPassword(m, "246802"))
    }
  })

  it("is 6 digits when the rule's pattern is not a regular expression", async () => {
    await paymentPasswordRule({ acceptedPattern: "[a-", minLength: 4, maxLength: 8 })
    const m = await freshMember()
    refusesWith(
      await setPaymentPassword(m, "abcd"),
      400,
      "payment_password_format",
      "paymentPassword: 6 characters, digits only",
    )
    accepted(await setPaymentPassword(m, "864200"))
  })

  it("follows a rule with another pattern and lengths, at and just past each length", async () => {
    await paymentPasswordRule({ acceptedPattern: "^[a-z]+$", minLength: 4, maxLength: 8 })
    const m = await freshMember()
    const words = "paymentPassword: 4 to 8 characters in the brand's format"
    refusesWith(await setPaymentPassword(m, "abc"), 400, "payment_password_format", words)
    refusesWith(await setPaymentPassword(m, "abcdefghi"), 400, "payment_password_format", words)
    refusesWith(await setPaymentPassword(m, "123456"), 400, "payment_password_format", words)
    accepted(await setPaymentPassword(m, "abcd"))
    accepted(await setPaymentPassword(m, "abcdefgh"))
    // the new password confirms a transfer (it is refused for the balance, after the password passed)
    refuses(await confirmed(m, "abcdefgh"), 400, "balance_not_enough")
  })

  it("says digits only for a digits rule of other lengths, and one length when the rule has one", async () => {
    const m = await freshMember()
    await paymentPasswordRule({ acceptedPattern: "^\\d+$", minLength: 4, maxLength: 8 })
    refusesWith(
      await setPaymentPassword(m, "123"),
      400,
      "payment_password_format",
      "paymentPassword: 4 to 8 characters, digits only",
    )
    accepted(await setPaymentPassword(m, "1234"))
    await paymentPasswordRule({ acceptedPattern: "^[a-z]+$", minLength: 5, maxLength: 5 })
    refusesWith(
      await setPaymentPassword(m, "abcd"),
      400,
      "payment_password_format",
      "paymentPassword: 5 characters in the brand's format",
    )
    accepted(await setPaymentPassword(m, "abcde"))
  })

  it("takes 6 for a length the rule leaves out", async () => {
    await paymentPasswordRule({ acceptedPattern: "^[a-z]+$", minLength: undefined, maxLength: undefined })
    const m = await freshMember()
    const words = "paymentPassword: 6 characters in the brand's format"
    refusesWith(await setPaymentPassword(m, "abcde"), 400, "payment_password_format", words)
    refusesWith(await setPaymentPassword(m, "abcdefg"), 400, "payment_password_format", words)
    accepted(await setPaymentPassword(m, "abcdef"))
  })

  it("reads the rule's pattern as registration does: the whole value must match, in letters of every script", async () => {
    // a rule accepts a value, not a value containing a match (the rules' reading in core's AcceptedPattern)
    await paymentPasswordRule({ acceptedPattern: "\\d+", minLength: 6, maxLength: 6 })
    const m = await freshMember()
    refusesWith(
      await setPaymentPassword(m, "12345a"),
      400,
      "payment_password_format",
      "paymentPassword: 6 characters in the brand's format",
    )
    accepted(await setPaymentPassword(m, "123456"))
    await paymentPasswordRule({ acceptedPattern: "^\\p{L}+$", minLength: 4, maxLength: 8 })
    refuses(await setPaymentPassword(m, "abc1"), 400, "payment_password_format")
    accepted(await setPaymentPassword(m, "añejo"))
  })

  it("reads an empty pattern as any text within the rule's lengths", async () => {
    await paymentPasswordRule({ acceptedPattern: "", minLength: 4, maxLength: 8 })
    const m = await freshMember()
    refusesWith(
      await setPaymentPassword(m, "a-1"),
      400,
      "payment_password_format",
      "paymentPassword: 4 to 8 characters in the brand's format",
    )
    accepted(await setPaymentPassword(m, "a-1 B"))
  })
})

describe("the payment password's checks", () => {
  it("refuses a member without one, a wrong one, and a wrong login password, each in its words", async () => {
    const m = await freshMember({ balance: 1000 })
    refusesWith(
      await confirmed(m, "135791"),
      400,
      "payment_password_not_set",
      "Set a payment password in the security centre first",
    )
    refusesWith(
      await setPaymentPassword(m, "135791", "135791", "Wrong1234"),
      400,
      "password_incorrect",
      "password: the password is not correct",
    )
    accepted(await setPaymentPassword(m, "135791"))
    refusesWith(
      await confirmed(m, "135790"),
      400,
      "payment_password_incorrect",
      "paymentPassword: the payment password is not correct",
    )
    decodes(Api.uplineTransfer, await confirmed(m, "135791"))
  })

  it("locks after five wrong ones in a row for 15 minutes, saying until when", async () => {
    const m = await freshMember({ paymentPassword: "135791", balance: 1000 })
    sandbox.freeze()
    onTestFinished(() => sandbox.thaw())
    const at = sandbox.services.clock()
    for (let i = 0; i < 4; i++) refuses(await confirmed(m, "000000"), 400, "payment_password_incorrect")
    const until = at + 15 * minute
    const words = `Too many wrong passwords: locked until ${new Date(until).toISOString().slice(0, 16).replace("T", " ")} UTC, please try again then`
    const fifth = await confirmed(m, "000000")
    refusesWith(fifth, 429, "password_locked", words)
    expect(fifth.body.value).toEqual({ lockedUntil: until })
    const right = await confirmed(m, "135791")
    refusesWith(right, 429, "password_locked", words)
    expect(right.body.value).toEqual({ lockedUntil: until })
    sandbox.advance(15 * minute - 1)
    refuses(await confirmed(m, "135791"), 429, "password_locked")
    sandbox.advance(1)
    decodes(Api.uplineTransfer, await confirmed(m, "135791"))
  })

  it("starts counting again from a new payment password", async () => {
    const m = await freshMember({ paymentPassword: "135791" })
    for (let i = 0; i < 4; i++) refuses(await confirmed(m, "000000"), 400, "payment_password_incorrect")
    accepted(await setPaymentPassword(m, "246802"))
    for (let i = 0; i < 4; i++) refuses(await confirmed(m, "000000"), 400, "payment_password_incorrect")
    refuses(await confirmed(m, "000000"), 429, "password_locked")
  })
})

// --- deposits ---

/** A channel of this test's own: 123.45 to 678.90. */
const edgeChannel = async (name = "Edge Bank") => {
  const [row] = await sandbox.services.db.query<{ id: unknown }>(
    `insert into deposit_channels (name, type, min_amount, max_amount, sort) values ($1, 'BANK', 12345, 67890, 99)
     returning id`,
    [name],
  )
  return String(row!.id)
}

const order = (m: Member, body: Record<string, unknown>, key?: string) =>
  m.money("POST", Api.depositRequest.path, body, key === undefined ? {} : { key })

const stored = async (id: string) =>
  (
    await sandbox.services.db.query<{ payer_name: string | null; remarks: string | null }>(
      "select payer_name, remarks from deposits where id = $1",
      [id],
    )
  )[0]!

describe("a deposit order", () => {
  it("refuses an unknown channel, and takes each bound of the channel's but nothing past it", async () => {
    const m = await freshMember()
    const channelId = await edgeChannel()
    refusesWith(
      await order(m, { channelId: "999999999", amount: 200 }),
      400,
      "deposit_channel_not_found",
      "channelId: no such deposit channel",
    )
    refusesWith(await order(m, { channelId: "x1", amount: 200 }), 400, "request_param_err", "channelId: expected an id")
    refusesWith(
      await order(m, { channelId, amount: 123.44 }),
      400,
      "amount_below_min",
      "amount: Edge Bank takes at least 123.45",
    )
    refusesWith(
      await order(m, { channelId, amount: 678.91 }),
      400,
      "amount_above_max",
      "amount: Edge Bank takes at most 678.90",
    )
    expect(decodes(Api.depositRequest, await order(m, { channelId, amount: 123.45 })).amount).toBe(12_345)
    expect(decodes(Api.depositRequest, await order(m, { channelId, amount: 678.9 })).amount).toBe(67_890)
  })

  it("keeps five orders waiting at most; an approved or cancelled one frees a place", async () => {
    const m = await freshMember()
    const channelId = await edgeChannel()
    sandbox.freeze()
    onTestFinished(() => sandbox.thaw())
    const ids: Array<string> = []
    for (let i = 0; i < 5; i++) ids.push(decodes(Api.depositRequest, await order(m, { channelId, amount: 200 })).id)
    const words = "At most 5 deposits can wait at once"
    refusesWith(await order(m, { channelId, amount: 200 }), 400, "deposit_pending_limit", words)
    await sandbox.services.db.query("update deposits set status = 'CANCELLED' where id = $1", [ids[0]])
    decodes(Api.depositRequest, await order(m, { channelId, amount: 200 }))
    refusesWith(await order(m, { channelId, amount: 200 }), 400, "deposit_pending_limit", words)
    // the first five are approved 3 seconds after their request (the sixth, made at the same instant, too)
    sandbox.advance(3000)
    decodes(Api.depositHistory, await m.c.get(Api.depositHistory.path, { ...range(sandbox), ...page }))
    decodes(Api.depositRequest, await order(m, { channelId, amount: 200 }))
  })

  it("keeps the limit when the orders come together", async () => {
    const m = await freshMember()
    const channelId = await edgeChannel()
    sandbox.freeze()
    onTestFinished(() => sandbox.thaw())
    const answers = await Promise.all(Array.from({ length: 8 }, () => order(m, { channelId, amount: 200 })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5)
    for (const a of answers.filter((a) => a.status !== 200)) refuses(a, 400, "deposit_pending_limit")
  })

  it("keeps the payer's name and the remarks trimmed, a blank one as none, and refuses them too long", async () => {
    const m = await freshMember()
    const channelId = await edgeChannel()
    const trimmed = decodes(
      Api.depositRequest,
      await order(m, { channelId, amount: 200, payerName: "  Juan Dela Cruz ", remarks: " ref 42  " }),
    )
    expect(trimmed.remarks).toBe("ref 42")
    expect(await stored(trimmed.id)).toEqual({ payer_name: "Juan Dela Cruz", remarks: "ref 42" })
    const blank = decodes(Api.depositRequest, await order(m, { channelId, amount: 200, payerName: "  ", remarks: " " }))
    expect(blank.remarks).toBeNull()
    expect(await stored(blank.id)).toEqual({ payer_name: null, remarks: null })
    const none = decodes(Api.depositRequest, await order(m, { channelId, amount: 200 }))
    expect(await stored(none.id)).toEqual({ payer_name: null, remarks: null })
    refusesWith(
      await order(m, { channelId, amount: 200, payerName: "p".repeat(61) }),
      400,
      "request_param_err",
      "payerName: at most 60 characters",
    )
    refusesWith(
      await order(m, { channelId, amount: 200, remarks: "r".repeat(201) }),
      400,
      "request_param_err",
      "remarks: at most 200 characters",
    )
    const longest = decodes(
      Api.depositRequest,
      await order(m, { channelId, amount: 200, payerName: `  ${"p".repeat(60)} `, remarks: "r".repeat(200) }),
    )
    expect(await stored(longest.id)).toEqual({ payer_name: "p".repeat(60), remarks: "r".repeat(200) })
  })

  it("refuses its idempotency key with another payer's name or remarks", async () => {
    const m = await freshMember()
    const channelId = await edgeChannel()
    const key = newKey()
    const body = { channelId, amount: 200, payerName: "Ana", remarks: "one" }
    const first = decodes(Api.depositRequest, await order(m, body, key))
    expect(decodes(Api.depositRequest, await order(m, body, key)).id).toBe(first.id)
    refuses(await order(m, { ...body, payerName: "Bea" }, key), 422, "idempotency_key_reused")
    refuses(await order(m, { ...body, remarks: "two" }, key), 422, "idempotency_key_reused")
    refuses(await order(m, { ...body, amount: 201 }, key), 422, "idempotency_key_reused")
  })

  it("counts against the member's deposit limit from its request", async () => {
    const m = await freshMember()
    const channelId = await edgeChannel()
    decodes(
      Api.protectionLimit,
      await m.c.request("PUT", Api.protectionLimit.path, { body: { kind: "DEPOSIT", period: "DAY", amount: 400 } }),
    )
    decodes(Api.depositRequest, await order(m, { channelId, amount: 200 }))
    refuses(await order(m, { channelId, amount: 250 }), 403, "deposit_limit_exceeded")
    decodes(Api.depositRequest, await order(m, { channelId, amount: 200 }))
    refuses(await order(m, { channelId, amount: 123.45 }), 403, "deposit_limit_exceeded")
  })
})

describe("the deposit history and the approval", () => {
  it("filters by status with its total, refuses an unknown status, and credits the main wallet in one entry", async () => {
    const m = await freshMember()
    const channelId = await edgeChannel("Edge Cash")
    sandbox.freeze()
    onTestFinished(() => sandbox.thaw())
    const first = decodes(Api.depositRequest, await order(m, { channelId, amount: 250.5 }))
    sandbox.advance(3000)
    const second = decodes(Api.depositRequest, await order(m, { channelId, amount: 200 }))
    const third = decodes(Api.depositRequest, await order(m, { channelId, amount: 300 }))
    const history = (status?: string) =>
      m.c.get(Api.depositHistory.path, { ...range(sandbox), ...page, ...(status === undefined ? {} : { status }) })
    const all = decodes(Api.depositHistory, await history())
    expect(all.total).toBe(3)
    expect(all.list?.map((d) => [d.id, d.status, d.channelName])).toEqual([
      [third.id, "PENDING", "Edge Cash"],
      [second.id, "PENDING", "Edge Cash"],
      [first.id, "APPROVED", "Edge Cash"],
    ])
    const pending = decodes(Api.depositHistory, await history("PENDING"))
    expect(pending.total).toBe(2)
    expect(pending.list?.map((d) => d.id)).toEqual([third.id, second.id])
    const approved = decodes(Api.depositHistory, await history("APPROVED"))
    expect(approved.total).toBe(1)
    expect(approved.list?.map((d) => d.id)).toEqual([first.id])
    const rejected = decodes(Api.depositHistory, await history("REJECTED"))
    expect(rejected.total).toBe(0)
    expect(rejected.list).toEqual([])
    // the request's declaration refuses a status outside the four before the handler reads it
    refuses(await history("DONE"), 400, "request_param_err")

    const entries = await sandbox.services.db.query<{ kind: string; member_id: unknown; meta: unknown }>(
      "select j.kind, j.member_id, j.meta from deposits d join journal j on j.id = d.journal_id where d.id = $1",
      [first.id],
    )
    expect(entries.map((e) => [e.kind, Number(e.member_id), e.meta])).toEqual([
      ["deposit", m.id, { depositId: first.id }],
    ])
    const [main] = await sandbox.services.db.query<{ balance: unknown }>(
      "select balance from accounts where member_id = $1 and code = 'MAIN'",
      [m.id],
    )
    expect(Number(main!.balance)).toBe(25_050)
  })
})
