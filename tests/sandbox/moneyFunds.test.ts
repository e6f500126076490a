/**
 * Contract tests of the deposit and withdrawal calls (core/contract/api/wallet.ts) against a real sandbox: channels
 * and limits, a deposit approved by the sandbox once its delay has passed on the clock (crediting the main wallet
 * from the house), withdrawals held, paid after a delay and confirmed (received, not received with a proof image,
 * forced after the timeout) or cancelled while pending, with the histories; the ledger's invariants after each test.
 */
import { describe, expect, it, onTestFinished } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { approvalDelayMs } from "../../sandbox/money/deposits.ts"
import { demoPaymentPassword } from "../../sandbox/money/seedFunds.ts"
import { autoConfirmMinutes, processingDelayMs } from "../../sandbox/money/withdrawals.ts"
import { client } from "./harness.ts"
import {
  balanceOf,
  decodes,
  jpegBase64,
  ledgerSandbox,
  newKey,
  pngBase64,
  range,
  refuses,
  signedIn,
} from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const page = { page: 1, size: 20 }

describe("deposits", () => {
  it("lists the channels with their limits", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const channels = decodes(Api.depositChannels, await c.get(Api.depositChannels.path))
    expect(channels.map((ch) => ch.name)).toContain("GCash")
    for (const ch of channels) expect(ch.minAmount!).toBeLessThan(ch.maxAmount!)
    refuses(await client(sandbox.url).get(Api.depositChannels.path), 401, "login.not.session")
  })
  it("opens a pending order, approved after the delay, which credits the main wallet once", async () => {
    const { c, member, money } = await signedIn(sandbox, "down01")
    // The approval is timed to the second: a loaded machine must not let real time approve it early.
    sandbox.freeze()
    onTestFinished(() => sandbox.thaw())
    const channel = decodes(Api.depositChannels, await c.get(Api.depositChannels.path)).find(
      (ch) => ch.name === "GCash",
    )!
    const main = await balanceOf(sandbox, member.id, "MAIN")
    const key = newKey()
    const body = { channelId: channel.id, amount: 150.5, remarks: "first" }
    const order = decodes(Api.depositRequest, await money("POST", Api.depositRequest.path, body, { key }))
    expect(order).toMatchObject({ status: "PENDING", amount: 15_050, channelName: "GCash" })
    expect(decodes(Api.depositRequest, await money("POST", Api.depositRequest.path, body, { key })).id).toBe(order.id)
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main)
    sandbox.advance(approvalDelayMs - 1000)
    const history = () => c.get(Api.depositHistory.path, { ...range(sandbox), ...page })
    expect(decodes(Api.depositHistory, await history()).list?.find((d) => d.id === order.id)?.status).toBe("PENDING")
    sandbox.advance(1000)
    const list = decodes(Api.depositHistory, await history()).list ?? []
    expect(list.find((d) => d.id === order.id)?.status).toBe("APPROVED")
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main + 15_050)
    decodes(Api.depositHistory, await history())
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main + 15_050)
    const approved = decodes(
      Api.depositHistory,
      await c.get(Api.depositHistory.path, { ...range(sandbox), ...page, status: "APPROVED" }),
    ).list!
    expect(approved.every((d) => d.status === "APPROVED")).toBe(true)
  })
  it("refuses amounts outside the channel's limits, an unknown channel and a trial account", async () => {
    const { c, money } = await signedIn(sandbox, "down01")
    const channel = decodes(Api.depositChannels, await c.get(Api.depositChannels.path))[0]!
    const path = Api.depositRequest.path
    refuses(
      await money("POST", path, { channelId: channel.id, amount: channel.minAmount! / 100 - 0.01 }),
      400,
      "amount_below_min",
    )
    refuses(
      await money("POST", path, { channelId: channel.id, amount: channel.maxAmount! / 100 + 1 }),
      400,
      "amount_above_max",
    )
    refuses(await money("POST", path, { channelId: "999", amount: 500 }), 400, "deposit_channel_not_found")
    refuses(await money("POST", path, { channelId: "x'1", amount: 500 }), 400, "request_param_err")
    const trial = await signedIn(sandbox, "trial01")
    refuses(await trial.money("POST", path, { channelId: channel.id, amount: 500 }), 403, "need_real_account")
  })
  it("refuses an ill-formed date range", async () => {
    const { c } = await signedIn(sandbox, "down01")
    const path = Api.depositHistory.path
    refuses(await c.get(path, { startDate: "2024-13-01", endDate: "2024-12-31", ...page }), 400, "request_param_err")
    refuses(await c.get(path, { startDate: "2024-02-01", endDate: "2024-01-31", ...page }), 400, "request_param_err")
    refuses(await c.get(path, { startDate: "2020-01-01", endDate: "2024-01-31", ...page }), 400, "request_param_err")
    refuses(await c.get(path, { ...range(sandbox), page: 0, size: 10 }), 400, "request_param_err")
    refuses(await c.get(path, { ...range(sandbox), page: 1, size: 1000 }), 400, "request_param_err")
  })
})

describe("withdrawals", () => {
  const withdrawPath = Api.withdraw.path
  const send = (money: Awaited<ReturnType<typeof signedIn>>["money"], body: unknown, key?: string) =>
    money("POST", withdrawPath, body, { encrypted: true, ...(key === undefined ? {} : { key }) })
  /** A withdrawal of `amount` to the member's first bank account, with the demo payment password. */
  const withdraw = async ({ c, money }: Awaited<ReturnType<typeof signedIn>>, amount: number) => {
    const bank = decodes(Api.withdrawalInfo, await c.get(Api.withdrawalInfo.path)).bankAccounts![0]!
    return decodes(
      Api.withdraw,
      await send(money, { bankAccountId: bank.id, amount, paymentPassword: demoPaymentPassword }),
    )
  }

  it("holds the amount, pays it after the delay, and lists it awaiting the member's confirmation", async () => {
    const { c, member, money } = await signedIn(sandbox, "agent02")
    const info = decodes(Api.withdrawalInfo, await c.get(Api.withdrawalInfo.path))
    expect(info).toMatchObject({ hasPaymentPassword: true, autoConfirmMinutes })
    const bank = info.bankAccounts![0]!
    expect(bank.accountNumber).toMatch(/^\*{4} \*{4} \d{4}$/)
    const main = await balanceOf(sandbox, member.id, "MAIN")
    const key = newKey()
    const body = { bankAccountId: bank.id, amount: 200, paymentPassword: demoPaymentPassword }
    const requestedAt = sandbox.services.clock()
    const order = decodes(Api.withdraw, await send(money, body, key))
    expect(order).toMatchObject({ status: "PENDING", amount: 20_000 })
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main - 20_000)
    expect(await balanceOf(sandbox, member.id, "HELD")).toBe(20_000)
    expect(decodes(Api.withdraw, await send(money, body, key)).id).toBe(order.id)
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main - 20_000)
    sandbox.advance(processingDelayMs)
    const awaiting = decodes(Api.paymentConfirmations, await c.get(Api.paymentConfirmations.path, page)).list!
    const paid = awaiting.find((w) => w.id === order.id)!
    expect(paid).toMatchObject({ status: "APPROVED", confirmation: "AWAITING" })
    expect(paid.paidAt).toBeGreaterThanOrEqual(requestedAt + processingDelayMs)
    expect(paid.paidAt).toBeLessThanOrEqual(sandbox.services.clock())
    expect(await balanceOf(sandbox, member.id, "HELD")).toBe(0)
    const confirmed = decodes(
      Api.confirmWithdrawal,
      await c.request("POST", Api.confirmWithdrawal.path, { body: { withdrawalId: order.id, result: "RECEIVED" } }),
    )
    expect(confirmed.confirmation).toBe("RECEIVED")
    refuses(
      await c.request("POST", Api.confirmWithdrawal.path, { body: { withdrawalId: order.id, result: "RECEIVED" } }),
      400,
      "not_awaiting_confirmation",
    )
    const history = decodes(
      Api.withdrawalHistory,
      await c.get(Api.withdrawalHistory.path, { ...range(sandbox), ...page }),
    )
    expect(history.list?.find((w) => w.id === order.id)?.confirmation).toBe("RECEIVED")
  })
  it("takes a proof image for a withdrawal not received, checked by its bytes", async () => {
    const signed = await signedIn(sandbox, "agent02")
    const { c } = signed
    const order = await withdraw(signed, 150)
    sandbox.advance(processingDelayMs)
    const confirm = (body: Record<string, unknown>) =>
      c.request("POST", Api.confirmWithdrawal.path, {
        body: { withdrawalId: order.id, result: "NOT_RECEIVED", ...body },
      })
    refuses(await confirm({}), 400, "proof_required")
    refuses(await confirm({ proofImage: Buffer.from("GIF89a....").toString("base64") }), 400, "image_type_invalid")
    refuses(await confirm({ proofImage: "not base64!" }), 400, "image_type_invalid")
    refuses(await confirm({ proofImage: "A".repeat(7_200_000) }), 400, "image_too_large")
    const done = decodes(
      Api.confirmWithdrawal,
      await confirm({ proofImage: `data:image/png;base64,${pngBase64}`, remarks: "nothing came" }),
    )
    expect(done).toMatchObject({ confirmation: "NOT_RECEIVED", remarks: "nothing came" })
    const [row] = await sandbox.services.db.query<{ proof_type: string; proof: Buffer }>(
      "select proof_type, proof from withdrawals where id = $1",
      [Number(order.id)],
    )
    expect(row?.proof_type).toBe("image/png")
    expect(Buffer.from(row!.proof).equals(Buffer.from(pngBase64, "base64"))).toBe(true)
  })
  it("allows forcing the receipt only after the timeout", async () => {
    // A JPEG proof is accepted too (on another member's seeded withdrawal awaiting confirmation, before the clock
    // moves past its timeout).
    const player = await signedIn(sandbox, "player01")
    const waiting = decodes(Api.paymentConfirmations, await player.c.get(Api.paymentConfirmations.path, page)).list!
    expect(waiting.length).toBeGreaterThan(0)
    const proof = decodes(
      Api.confirmWithdrawal,
      await player.c.request("POST", Api.confirmWithdrawal.path, {
        body: { withdrawalId: waiting[0]!.id, result: "NOT_RECEIVED", proofImage: jpegBase64 },
      }),
    )
    expect(proof.confirmation).toBe("NOT_RECEIVED")
    const order = await withdraw(await signedIn(sandbox, "agent02"), 100)
    sandbox.advance(processingDelayMs)
    const force = async () =>
      (await signedIn(sandbox, "agent02")).c.request("POST", Api.confirmWithdrawal.path, {
        body: { withdrawalId: order.id, result: "FORCED" },
      })
    refuses(await force(), 400, "timeout_not_reached")
    sandbox.advance(autoConfirmMinutes * 60_000 - 2000)
    refuses(await force(), 400, "timeout_not_reached")
    sandbox.advance(2000)
    expect(decodes(Api.confirmWithdrawal, await force()).confirmation).toBe("FORCED")
  })
  it("cancels a pending withdrawal back to the main wallet, once", async () => {
    const signed = await signedIn(sandbox, "agent02")
    const { c, member, money } = signed
    const main = await balanceOf(sandbox, member.id, "MAIN")
    const order = await withdraw(signed, 120)
    const key = newKey()
    const cancelled = decodes(
      Api.cancelWithdrawal,
      await money("POST", Api.cancelWithdrawal.path, { withdrawalId: order.id }, { key }),
    )
    expect(cancelled.status).toBe("CANCELLED")
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main)
    expect(await balanceOf(sandbox, member.id, "HELD")).toBe(0)
    decodes(Api.cancelWithdrawal, await money("POST", Api.cancelWithdrawal.path, { withdrawalId: order.id }, { key }))
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main)
    refuses(
      await signed.money("POST", Api.cancelWithdrawal.path, { withdrawalId: order.id }),
      400,
      "withdrawal_not_pending",
    )
    const other = await signedIn(sandbox, "player01")
    refuses(
      await other.money("POST", Api.cancelWithdrawal.path, { withdrawalId: order.id }),
      400,
      "withdrawal_not_found",
    )
    sandbox.advance(processingDelayMs)
    expect(
      decodes(
        Api.withdrawalHistory,
        await c.get(Api.withdrawalHistory.path, { ...range(sandbox), ...page, status: "CANCELLED" }),
      ).list?.[0]?.id,
    ).toBe(order.id)
  })
  it("cannot cancel a withdrawal once it is paid", async () => {
    const signed = await signedIn(sandbox, "agent42")
    const order = await withdraw(signed, 100)
    sandbox.advance(processingDelayMs)
    refuses(
      await signed.money("POST", Api.cancelWithdrawal.path, { withdrawalId: order.id }),
      400,
      "withdrawal_not_pending",
    )
  })
  it("refuses amounts outside the limits, another's bank account, a wrong or unset payment password", async () => {
    const { c, money } = await signedIn(sandbox, "agent42")
    const bank = decodes(Api.withdrawalInfo, await c.get(Api.withdrawalInfo.path)).bankAccounts![0]!
    const body = { bankAccountId: bank.id, paymentPassword: demoPaymentPassword }
    refuses(await send(money, { ...body, amount: 99.99 }), 400, "amount_below_min")
    refuses(await send(money, { ...body, amount: 50_000.01 }), 400, "amount_above_max")
    refuses(await send(money, { ...body, amount: 40_000 }), 400, "balance_not_enough")
    refuses(await send(money, { ...body, amount: 100, paymentPassword: "111111" }), 400, "payment_password_incorrect")
    const other = await signedIn(sandbox, "down02")
    refuses(await send(other.money, { ...body, amount: 100 }), 400, "bank_account_not_found")
    const noPassword = await signedIn(sandbox, "newpass01")
    const own = decodes(Api.withdrawalInfo, await noPassword.c.get(Api.withdrawalInfo.path))
    expect(own.hasPaymentPassword).toBe(false)
    refuses(
      await send(noPassword.money, { bankAccountId: own.bankAccounts![0]!.id, amount: 100, paymentPassword: "123456" }),
      400,
      "payment_password_not_set",
    )
  })
  it("counts at most five withdrawals a day", async () => {
    const { c, money } = await signedIn(sandbox, "agent41")
    const bank = decodes(Api.withdrawalInfo, await c.get(Api.withdrawalInfo.path)).bankAccounts![0]!
    const left = decodes(Api.withdrawalInfo, await c.get(Api.withdrawalInfo.path)).dailyCountLeft!
    for (let i = 0; i < left; i++)
      decodes(
        Api.withdraw,
        await send(money, { bankAccountId: bank.id, amount: 100, paymentPassword: demoPaymentPassword }),
      )
    refuses(
      await send(money, { bankAccountId: bank.id, amount: 100, paymentPassword: demoPaymentPassword }),
      400,
      "withdrawal_daily_limit",
    )
    expect(decodes(Api.withdrawalInfo, await c.get(Api.withdrawalInfo.path)).dailyCountLeft).toBe(0)
  })
})
