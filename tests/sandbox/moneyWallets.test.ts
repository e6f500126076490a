/**
 * The edges of the wallet, withdrawal and agent-transfer calls against a real sandbox: each refusal's words (the
 * field at fault and why, as the member reads them), the bounds at and just past them, the wallets' answer field by
 * field, a withdrawal's receipt forced at exactly its timeout, the sweep that marks an unanswered payment received
 * (spec section 9: "withdrawal auto-received after {0} minutes"), and the names a refusal quotes cut to their length.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { demoPaymentPassword } from "../../sandbox/money/seedFunds.ts"
import { walletName } from "../../sandbox/money/wallets.ts"
import { balanceOf, decodes, ledgerSandbox, refuses, refusesWith, signedIn } from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const page = { page: 1, size: 20 }

describe("the wallets' answer", () => {
  it("names the main wallet and each vendor's, with each wallet's own balance", async () => {
    const { c, member, money } = await signedIn(sandbox, "player01")
    const before = decodes(Api.balance, await c.get(Api.balance.path))
    const vendor = before.balance!.find((w) => w.accountTypeId !== 0)!
    decodes(
      Api.walletTransfer,
      await money("POST", Api.walletTransfer.path, {
        fromAccountTypeId: 0,
        toAccountTypeId: vendor.accountTypeId,
        amount: 3,
      }),
    )
    const after = decodes(Api.balance, await c.get(Api.balance.path))
    expect(after.balance![0]).toEqual({
      accountTypeId: 0,
      accountTypeName: "MAIN",
      displayName: "Main Wallet",
      accountName: "player01",
      availBalance: await balanceOf(sandbox, member.id, "MAIN"),
    })
    const moved = after.balance!.find((w) => w.accountTypeId === vendor.accountTypeId)!
    expect(moved.availBalance).toBe((vendor.availBalance ?? 0) + 300)
    expect(moved.availBalance).toBe(await balanceOf(sandbox, member.id, `V:${vendor.accountTypeId}`))
    expect(after.sumBalance).toBe(before.sumBalance)
  })
  it("keeps each member's balance apart", async () => {
    const one = await signedIn(sandbox, "player01")
    const other = await signedIn(sandbox, "agent42")
    const first = decodes(Api.balance, await one.c.get(Api.balance.path))
    const second = decodes(Api.balance, await other.c.get(Api.balance.path))
    expect(first.balance![0]!.accountName).toBe("player01")
    expect(second.balance![0]!.accountName).toBe("agent42")
    expect(second.sumBalance).toBe(
      (await balanceOf(sandbox, other.member.id, "MAIN")) +
        second.balance!.slice(1).reduce((s, w) => s + (w.availBalance ?? 0), 0),
    )
  })
  it("names an account type it does not know by its number", () => {
    expect(walletName(0)).toBe("Main Wallet")
    expect(walletName(987_654)).toBe("987654")
  })
})

describe("a transfer between wallets, refused", () => {
  const transfer = async (body: Record<string, unknown>) =>
    (await signedIn(sandbox, "player01")).money("POST", Api.walletTransfer.path, {
      fromAccountTypeId: 0,
      toAccountTypeId: 0,
      amount: 1,
      ...body,
    })
  it("names the wallet that does not exist, whichever side it is on, before comparing the two", async () => {
    const vendor = decodes(Api.balance, await (await signedIn(sandbox, "player01")).c.get(Api.balance.path))
      .balance![1]!.accountTypeId
    refusesWith(
      await transfer({ fromAccountTypeId: -1, toAccountTypeId: -1 }),
      400,
      "wallet_not_found",
      "fromAccountTypeId: no wallet -1",
    )
    refusesWith(
      await transfer({ fromAccountTypeId: 1.5, toAccountTypeId: 1.5 }),
      400,
      "wallet_not_found",
      "fromAccountTypeId: no wallet 1.5",
    )
    refusesWith(await transfer({ toAccountTypeId: -2 }), 400, "wallet_not_found", "toAccountTypeId: no wallet -2")
    refusesWith(await transfer({ fromAccountTypeId: 999 }), 400, "wallet_not_found", "fromAccountTypeId: no wallet 999")
    refusesWith(await transfer({ toAccountTypeId: 998 }), 400, "wallet_not_found", "toAccountTypeId: no wallet 998")
    refusesWith(
      await transfer({ toAccountTypeId: vendor, amount: 0 }),
      400,
      "amount_invalid",
      "amount: must be more than 0.00",
    )
    refusesWith(await transfer({}), 400, "same_wallet", "Choose two different wallets")
  })
  it("says why two game wallets cannot trade directly", async () => {
    const wallets = decodes(Api.balance, await (await signedIn(sandbox, "player01")).c.get(Api.balance.path)).balance!
    refusesWith(
      await transfer({ fromAccountTypeId: wallets[1]!.accountTypeId, toAccountTypeId: wallets[2]!.accountTypeId }),
      400,
      "transfer_via_main",
      "Transfer between game wallets through the main wallet",
    )
  })
})

describe("the merchant's wallet mode", () => {
  it("finds the merchant whatever the case and spacing of its code, and quotes an unknown one cut to 40 characters", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const code = sandbox.services.merchantCode
    decodes(Api.merchantWallet, await c.get(Api.merchantWallet.path, { merchantCode: `  ${code.toUpperCase()} ` }))
    const unknown = `x${"y".repeat(60)}`
    refusesWith(
      await c.get(Api.merchantWallet.path, { merchantCode: unknown }),
      400,
      "merchant_not_found",
      `merchantCode: no merchant ${unknown.slice(0, 40)}`,
    )
  })
})

describe("withdrawals, refused", () => {
  const send = async (account: string, body: Record<string, unknown>) => {
    const { c, money } = await signedIn(sandbox, account)
    const bank = decodes(Api.withdrawalInfo, await c.get(Api.withdrawalInfo.path)).bankAccounts![0]!
    return money(
      "POST",
      Api.withdraw.path,
      { bankAccountId: bank.id, amount: 100, paymentPassword: demoPaymentPassword, ...body },
      { encrypted: true },
    )
  }
  it("says the demo brand's bounds in money, and takes the amounts at them", async () => {
    refusesWith(await send("agent42", { amount: 99.99 }), 400, "amount_below_min", "amount: at least 100.00")
    refusesWith(await send("agent42", { amount: 50_000.01 }), 400, "amount_above_max", "amount: at most 50000.00")
    refusesWith(
      await send("down02", { bankAccountId: "1" }),
      400,
      "bank_account_not_found",
      "bankAccountId: not your bank account",
    )
    expect(decodes(Api.withdraw, await send("agent42", { amount: 100 })).amount).toBe(10_000)
  })
  it("says how many withdrawals a day the brand allows", async () => {
    const { c } = await signedIn(sandbox, "agent41")
    const left = decodes(Api.withdrawalInfo, await c.get(Api.withdrawalInfo.path)).dailyCountLeft!
    for (let i = 0; i < left; i++) decodes(Api.withdraw, await send("agent41", {}))
    refusesWith(await send("agent41", {}), 400, "withdrawal_daily_limit", "At most 5 withdrawals a day")
  })
})

describe("a withdrawal's confirmation", () => {
  // Steps timed to the millisecond: the sandbox's clock moves only when the test moves it.
  beforeEach(() => sandbox.freeze())
  afterEach(() => sandbox.thaw())
  /** A withdrawal of agent02's, paid: what its member is asked to confirm. */
  const paidWithdrawal = async (amount: number) => {
    const signed = await signedIn(sandbox, "agent02")
    const bank = decodes(Api.withdrawalInfo, await signed.c.get(Api.withdrawalInfo.path)).bankAccounts![0]!
    const order = decodes(
      Api.withdraw,
      await signed.money(
        "POST",
        Api.withdraw.path,
        { bankAccountId: bank.id, amount, paymentPassword: demoPaymentPassword },
        { encrypted: true },
      ),
    )
    // The sandbox pays a withdrawal 5 seconds after its request (processingDelayMs), on its clock.
    sandbox.advance(5000)
    const paid = decodes(Api.paymentConfirmations, await signed.c.get(Api.paymentConfirmations.path, page)).list!.find(
      (w) => w.id === order.id,
    )!
    expect(paid.confirmation).toBe("AWAITING")
    const confirm = (body: Record<string, unknown>) =>
      signed.c.request("POST", Api.confirmWithdrawal.path, { body: { withdrawalId: order.id, ...body } })
    return { ...signed, order, paidAt: paid.paidAt!, confirm }
  }

  it("asks a proof of a withdrawal not received, a blank one being none, and names the field of a bad one", async () => {
    const { confirm } = await paidWithdrawal(120)
    refusesWith(
      await confirm({ result: "NOT_RECEIVED" }),
      400,
      "proof_required",
      "proofImage: a proof of non-receipt is required",
    )
    refusesWith(
      await confirm({ result: "NOT_RECEIVED", proofImage: "   " }),
      400,
      "proof_required",
      "proofImage: a proof of non-receipt is required",
    )
    const bad = await confirm({ result: "NOT_RECEIVED", proofImage: Buffer.from("GIF89a....").toString("base64") })
    refuses(bad, 400, "image_type_invalid")
    expect(bad.body.message).toMatch(/^proofImage: /)
    const long = await confirm({ result: "RECEIVED", remarks: "r".repeat(201) })
    expect([long.status, long.body.message]).toEqual([400, "remarks: at most 200 characters"])
  })

  // At 30 minutes the sweep every money call runs first has marked it received already (forced), which the member's
  // own forcing then answers as it stands.
  it("lets the member force the receipt at 30 minutes after payment, and says when before that", async () => {
    const { confirm, paidAt } = await paidWithdrawal(130)
    const deadline = paidAt + 30 * 60_000
    sandbox.advance(deadline - 1 - sandbox.services.clock())
    const early = await confirm({ result: "FORCED" })
    refuses(early, 400, "timeout_not_reached")
    expect(early.body.message).toMatch(
      /^Receipt can be forced 30 minutes after payment, at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    )
    sandbox.advance(1)
    expect(decodes(Api.confirmWithdrawal, await confirm({ result: "FORCED" })).confirmation).toBe("FORCED")
  })

  it("is marked received for a member who did not answer in 30 minutes: a line of no amount and a message", async () => {
    const { c, member, order, paidAt } = await paidWithdrawal(140)
    const main = await balanceOf(sandbox, member.id, "MAIN")
    const read = () => c.get(Api.paymentConfirmations.path, page)
    sandbox.advance(paidAt + 30 * 60_000 - 1 - sandbox.services.clock())
    await read()
    const [waiting] = await sandbox.services.db.query<{ confirmation: string }>(
      "select confirmation from withdrawals where id = $1",
      [Number(order.id)],
    )
    expect(waiting?.confirmation).toBe("AWAITING")
    sandbox.advance(1)
    await read()
    const [row] = await sandbox.services.db.query<{ confirmation: string; confirmed_at: unknown }>(
      "select confirmation, confirmed_at from withdrawals where id = $1",
      [Number(order.id)],
    )
    expect(row?.confirmation).toBe("FORCED")
    expect(new Date(row!.confirmed_at as string).getTime()).toBe(paidAt + 30 * 60_000)
    const lines = await sandbox.services.db.query<{
      kind: string
      meta: unknown
      amount: unknown
      created_at: unknown
    }>(
      `select j.kind, j.meta, p.amount, j.created_at from journal j join postings p on p.journal_id = j.id
        where j.member_id = $1 and j.kind = 'withdrawal.received' and j.meta->>'withdrawalId' = $2`,
      [member.id, order.id],
    )
    expect(lines.map((l) => [l.kind, l.meta, Number(l.amount), new Date(l.created_at as string).getTime()])).toEqual([
      ["withdrawal.received", { withdrawalId: order.id }, 0, paidAt + 30 * 60_000],
    ])
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main)
    const inbox = await sandbox.services.db.query<{ title: string; content: string; type: string }>(
      "select title, content, type from messages where member_id = $1 and title = 'Withdrawal received' order by id desc limit 1",
      [member.id],
    )
    expect(inbox).toEqual([
      {
        title: "Withdrawal received",
        content:
          "<p>Your withdrawal of 140.00 was marked received 30 minutes after payment, as you did not answer.</p>",
        type: "SYSTEM",
      },
    ])
    refuses(
      await c.request("POST", Api.confirmWithdrawal.path, { body: { withdrawalId: order.id, result: "RECEIVED" } }),
      400,
      "not_awaiting_confirmation",
    )
  })
})

describe("transfers in the agent tree, refused", () => {
  it("says why an upline transfer is refused", async () => {
    const player = await signedIn(sandbox, "player01")
    const down = await signedIn(sandbox, "down01")
    const send = (who: typeof player, amount: number) =>
      who.money("POST", Api.uplineTransfer.path, { amount, paymentPassword: demoPaymentPassword }, { encrypted: true })
    refusesWith(await send(down, 0), 400, "amount_invalid", "amount: must be more than 0.00")
    refusesWith(await send(player, 1), 400, "upline_not_found", "You have no upline to transfer to")
  })
  it("says the module is off when the brand does not offer upline transfers", async () => {
    const db = sandbox.services.db
    const { whitelabelTree } = await import("../../sandbox/seed/brand.ts")
    type Node = { modId: string; enabled: string; childrenNodes: ReadonlyArray<Node> }
    const off = (nodes: ReadonlyArray<Node>): ReadonlyArray<Node> =>
      nodes.map((n) => ({
        ...n,
        enabled: n.modId === "AGETRANSFERUP3" ? "0" : n.enabled,
        childrenNodes: off(n.childrenNodes),
      }))
    await db.query(
      "insert into settings (key, value) values ('brand.whitelabel', $1::jsonb) on conflict (key) do update set value = excluded.value",
      [JSON.stringify(off(whitelabelTree as ReadonlyArray<Node>))],
    )
    try {
      const down = await signedIn(sandbox, "down01")
      refusesWith(
        await down.money(
          "POST",
          Api.uplineTransfer.path,
          { amount: 1, paymentPassword: demoPaymentPassword },
          { encrypted: true },
        ),
        400,
        "upline_transfer_disabled",
        "Transfers to the upline are not available",
      )
    } finally {
      await db.query("delete from settings where key = 'brand.whitelabel'")
    }
  })
  it("quotes a downline it does not find, cut to 32 characters, and a blank or over-long name as none", async () => {
    const agent = await signedIn(sandbox, "agent02")
    const send = (downline: string) =>
      agent.money(
        "POST",
        Api.downlineTransfer.path,
        { downline, amount: 1, paymentPassword: demoPaymentPassword },
        { encrypted: true },
      )
    const name = `nobody${"z".repeat(40)}`
    refusesWith(
      await send(`  ${name}  `),
      400,
      "downline_not_found",
      `downline: ${name.slice(0, 32)} is not one of your downlines`,
    )
    refusesWith(await send("   "), 400, "downline_not_found", "downline: name a downline")
    refusesWith(await send("d".repeat(65)), 400, "downline_not_found", "downline: name a downline")
  })
})
