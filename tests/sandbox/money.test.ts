/**
 * Contract tests of the wallet calls (core/contract/api/wallet.ts: balance, wallet transfer, merchant wallet, payment
 * password, transfer to the upline) against a real sandbox: every answer decodes through core's declaration, money
 * moves on the ledger once per idempotency key, refusals carry their errorCode, and the ledger's invariants hold after
 * every test.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { demoPaymentPassword } from "../../sandbox/money/seedFunds.ts"
import { setSingleWallet } from "../../sandbox/money/walletMode.ts"
import { vendorByCode, vendors } from "../../sandbox/seed/vendors.ts"
import { client } from "./harness.ts"
import { balanceOf, decodes, ledgerSandbox, newKey, refuses, signedIn } from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const pt = vendorByCode("PT")!.accountTypeId
const mg = vendorByCode("MG")!.accountTypeId
const transferPath = Api.walletTransfer.path

describe("balance", () => {
  it("lists the main wallet and one per vendor, read from the ledger, in PHP with the symbol P", async () => {
    const { c, member } = await signedIn(sandbox, "player01")
    const value = decodes(Api.balance, await c.get(Api.balance.path))
    expect(value.currency).toBe("PHP")
    expect(value.currencySymbol).toBe("P")
    const wallets = value.balance ?? []
    expect(wallets.map((w) => w.accountTypeId)).toEqual([0, ...vendors.map((v) => v.accountTypeId)])
    expect(wallets[0]!.availBalance).toBe(await balanceOf(sandbox, member.id, "MAIN"))
    expect(value.sumBalance).toBe(wallets.reduce((s, w) => s + (w.availBalance ?? 0), 0))
    expect(wallets.find((w) => w.accountTypeId === pt)).toMatchObject({
      accountTypeName: "PT",
      displayName: "Playtech",
    })
  })
  it("needs a token", async () => {
    refuses(await client(sandbox.url).get(Api.balance.path), 401, "login.not.session")
  })
})

describe("wallet transfer", () => {
  it("moves money between the main wallet and a vendor wallet as one ledger entry", async () => {
    const { member, money } = await signedIn(sandbox, "player01")
    const main = await balanceOf(sandbox, member.id, "MAIN")
    const res = await money("POST", transferPath, { fromAccountTypeId: 0, toAccountTypeId: pt, amount: 123.45 })
    expect(decodes(Api.walletTransfer, res).successAmount).toBe(12_345)
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main - 12_345)
    expect(await balanceOf(sandbox, member.id, `V:${pt}`)).toBe(12_345)
    const back = await money("POST", transferPath, {
      fromAccountTypeId: String(pt),
      toAccountTypeId: "0",
      amount: "23.45",
    })
    expect(decodes(Api.walletTransfer, back).successAmount).toBe(2345)
    expect(await balanceOf(sandbox, member.id, `V:${pt}`)).toBe(10_000)
  })
  it("answers a replay with the same result and moves nothing, and refuses the key with another body", async () => {
    const { member, money } = await signedIn(sandbox, "player01")
    const key = newKey()
    const body = { fromAccountTypeId: 0, toAccountTypeId: mg, amount: 10 }
    const first = await money("POST", transferPath, body, { key })
    const main = await balanceOf(sandbox, member.id, "MAIN")
    const again = await money("POST", transferPath, body, { key })
    expect(again.body).toEqual(first.body)
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main)
    refuses(await money("POST", transferPath, { ...body, amount: 11 }, { key }), 422, "idempotency_key_reused")
  })
  it("refuses a zero amount, the same wallet, an unknown wallet, game to game, and more than the balance", async () => {
    const { member, money } = await signedIn(sandbox, "player01")
    refuses(
      await money("POST", transferPath, { fromAccountTypeId: 0, toAccountTypeId: pt, amount: 0 }),
      400,
      "amount_invalid",
    )
    refuses(
      await money("POST", transferPath, { fromAccountTypeId: 0, toAccountTypeId: pt, amount: -5 }),
      400,
      "amount_invalid",
    )
    refuses(
      await money("POST", transferPath, { fromAccountTypeId: pt, toAccountTypeId: pt, amount: 1 }),
      400,
      "same_wallet",
    )
    refuses(
      await money("POST", transferPath, { fromAccountTypeId: 0, toAccountTypeId: 999, amount: 1 }),
      400,
      "wallet_not_found",
    )
    refuses(
      await money("POST", transferPath, { fromAccountTypeId: 0, toAccountTypeId: 1.5, amount: 1 }),
      400,
      "wallet_not_found",
    )
    refuses(
      await money("POST", transferPath, { fromAccountTypeId: pt, toAccountTypeId: mg, amount: 1 }),
      400,
      "transfer_via_main",
    )
    const main = await balanceOf(sandbox, member.id, "MAIN")
    refuses(
      await money("POST", transferPath, { fromAccountTypeId: 0, toAccountTypeId: pt, amount: (main + 1) / 100 }),
      400,
      "balance_not_enough",
    )
    refuses(
      await money("POST", transferPath, { fromAccountTypeId: 0, toAccountTypeId: pt, amount: "abc" }),
      400,
      "request_param_err",
    )
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main)
  })
  it("needs an idempotency key and a token", async () => {
    const { c } = await signedIn(sandbox, "player01")
    refuses(
      await c.request("POST", transferPath, { body: { fromAccountTypeId: 0, toAccountTypeId: pt, amount: 1 } }),
      400,
      "idempotency_key_required",
    )
    refuses(
      await client(sandbox.url).request("POST", transferPath, {
        body: { fromAccountTypeId: 0, toAccountTypeId: pt, amount: 1 },
        headers: { "Idempotency-Key": newKey() },
      }),
      401,
      "login.not.session",
    )
  })
})

describe("merchant wallet", () => {
  it("answers the brand's mode: multi-wallet by default, single when the brand says so", async () => {
    const { c, money } = await signedIn(sandbox, "player01")
    const path = Api.merchantWallet.path
    expect(decodes(Api.merchantWallet, await c.get(path, { merchantCode: "arena" })).isSingle).toBe(false)
    refuses(await c.get(path, { merchantCode: "other" }), 400, "merchant_not_found")
    await setSingleWallet(sandbox.services.db, true)
    try {
      expect(decodes(Api.merchantWallet, await c.get(path, { merchantCode: "arena" })).isSingle).toBe(true)
      expect(decodes(Api.balance, await c.get(Api.balance.path)).balance?.map((w) => w.accountTypeId)).toEqual([0])
      const single = await money("POST", transferPath, { fromAccountTypeId: 0, toAccountTypeId: pt, amount: 1 })
      refuses(single, 400, "single_wallet_mode")
      expect(single.body.message).toBe("This brand has a single wallet: there is nothing to transfer")
    } finally {
      await setSingleWallet(sandbox.services.db, false)
    }
  })
  it("is switched at /sandbox/admin/wallet-mode in development mode", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const mode = (body: unknown) => client(sandbox.url).request("POST", "/sandbox/admin/wallet-mode", { body })
    expect((await mode({ single: true })).body.value).toMatchObject({ single: true })
    expect(decodes(Api.merchantWallet, await c.get(Api.merchantWallet.path, { merchantCode: "arena" })).isSingle).toBe(
      true,
    )
    expect((await mode({ single: false })).body.value).toMatchObject({ single: false })
    refuses(await mode({ single: "yes" }), 400, "request_param_err")
  })
})

describe("payment password", () => {
  const path = Api.paymentPassword.path
  it("is set with the login password, in the brand's format, typed twice", async () => {
    const { c } = await signedIn(sandbox, "expired01")
    const send = (body: Record<string, string>) => c.request("POST", path, { body, encrypted: true })
    const info = () => c.get(Api.withdrawalInfo.path)
    expect(decodes(Api.withdrawalInfo, await info()).hasPaymentPassword).toBe(false)
    refuses(
      await send({ loginPassword: "wrong", paymentPassword: "135790", confirmPaymentPassword: "135790" }),
      400,
      "password_incorrect",
    )
    refuses(
      await send({ loginPassword: "Expired123", paymentPassword: "12ab", confirmPaymentPassword: "12ab" }),
      400,
      "payment_password_format",
    )
    refuses(
      await send({ loginPassword: "Expired123", paymentPassword: "135790", confirmPaymentPassword: "135791" }),
      400,
      "inconsistent_twice",
    )
    decodes(
      Api.paymentPassword,
      await send({ loginPassword: "Expired123", paymentPassword: "135790", confirmPaymentPassword: "135790" }),
    )
    expect(decodes(Api.withdrawalInfo, await info()).hasPaymentPassword).toBe(true)
  })
  it("refuses a body that is not encrypted, and a trial account", async () => {
    const real = await signedIn(sandbox, "player01")
    const body = { loginPassword: "Trial123", paymentPassword: "135790", confirmPaymentPassword: "135790" }
    expect((await real.c.request("POST", path, { body })).status).toBe(400)
    const { c } = await signedIn(sandbox, "trial01")
    refuses(await c.request("POST", path, { body, encrypted: true }), 403, "need_real_account")
  })
})

describe("transfer to the upline", () => {
  const path = Api.uplineTransfer.path
  it("moves money from the member's main wallet to the upline's, confirmed by the payment password", async () => {
    const down = await signedIn(sandbox, "down01")
    const agent = await signedIn(sandbox, "agent01")
    const before = [await balanceOf(sandbox, down.member.id, "MAIN"), await balanceOf(sandbox, agent.member.id, "MAIN")]
    const key = newKey()
    const body = { amount: 25, paymentPassword: demoPaymentPassword }
    const res = await down.money("POST", path, body, { key, encrypted: true })
    expect(decodes(Api.uplineTransfer, res).successAmount).toBe(2500)
    expect(await balanceOf(sandbox, down.member.id, "MAIN")).toBe(before[0]! - 2500)
    expect(await balanceOf(sandbox, agent.member.id, "MAIN")).toBe(before[1]! + 2500)
    decodes(Api.uplineTransfer, await down.money("POST", path, body, { key, encrypted: true }))
    expect(await balanceOf(sandbox, down.member.id, "MAIN")).toBe(before[0]! - 2500)
  })
  it("refuses a wrong payment password, a member without an upline, a trial account and an overdraft", async () => {
    const down = await signedIn(sandbox, "down01")
    refuses(
      await down.money("POST", path, { amount: 1, paymentPassword: "000000" }, { encrypted: true }),
      400,
      "payment_password_incorrect",
    )
    refuses(
      await down.money("POST", path, { amount: 1_000_000, paymentPassword: demoPaymentPassword }, { encrypted: true }),
      400,
      "balance_not_enough",
    )
    refuses(
      await down.money("POST", path, { amount: 0, paymentPassword: demoPaymentPassword }, { encrypted: true }),
      400,
      "amount_invalid",
    )
    const player = await signedIn(sandbox, "player01")
    refuses(
      await player.money("POST", path, { amount: 1, paymentPassword: demoPaymentPassword }, { encrypted: true }),
      400,
      "upline_not_found",
    )
    const trial = await signedIn(sandbox, "trial01")
    refuses(
      await trial.money("POST", path, { amount: 1, paymentPassword: demoPaymentPassword }, { encrypted: true }),
      403,
      "need_real_account",
    )
  })
  it("locks the payment password after five wrong ones, for 15 minutes", async () => {
    const down = await signedIn(sandbox, "down02")
    const send = (paymentPassword: string) =>
      down.money("POST", path, { amount: 1, paymentPassword }, { encrypted: true })
    for (let i = 0; i < 4; i++) refuses(await send("999999"), 400, "payment_password_incorrect")
    refuses(await send("999999"), 429, "password_locked")
    refuses(await send(demoPaymentPassword), 429, "password_locked")
    sandbox.advance(16 * 60 * 1000)
    decodes(Api.uplineTransfer, await send(demoPaymentPassword))
  })
})
