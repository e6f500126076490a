import { describe, expect, it } from "vitest"
import { Api, endpoints } from "../Api.ts"
import { wallet } from "./wallet.ts"

describe("wallet calls", () => {
  it("declares the spec's calls as the wire notes show them", () => {
    expect(wallet.balance).toMatchObject({
      method: "GET",
      path: "/wps/v2/wallets/balance",
      token: true,
      movesMoney: false,
    })
    expect(wallet.walletTransfer).toMatchObject({
      method: "POST",
      path: "/wps/relay/GCS_walletTransfer",
      token: true,
      encrypted: false,
      movesMoney: true,
      answered: "WalletTransferred",
    })
    expect(wallet.merchantWallet).toMatchObject({ method: "GET", path: "/wps/relay/GCS_merchantWallet", token: true })
  })
  it("marks every call that moves money, and keeps each password a secret of an encrypted body", () => {
    const moving = Object.values(wallet)
      .filter((e) => e.movesMoney)
      .map((e) => e.name)
    expect(moving.sort()).toEqual([
      "cancelWithdrawal",
      "depositRequest",
      "uplineTransfer",
      "walletTransfer",
      "withdraw",
    ])
    for (const e of Object.values(wallet)) {
      if (e.secrets.length > 0) expect(e.encrypted, e.name).toBe(true)
    }
    expect(wallet.withdraw.secrets).toEqual(["paymentPassword"])
  })
  it("notes every call of our own choosing", () => {
    const spec = new Set(["balance", "walletTransfer", "merchantWallet"])
    for (const e of Object.values(wallet)) expect(e.note === undefined, e.name).toBe(spec.has(e.name))
  })
  it("is gathered into the Api under its own names, with answer tags unique in the whole project", () => {
    for (const [k, e] of Object.entries(wallet)) expect(Api[k as keyof typeof Api]).toBe(e)
    const tags = endpoints.map((e) => e.answered)
    expect(new Set(tags).size).toBe(tags.length)
    const routes = endpoints.map((e) => `${e.method} ${e.path}`)
    expect(new Set(routes).size).toBe(routes.length)
  })
})
