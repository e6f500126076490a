/**
 * The brand's auto-transfer (MerchantWallet `autoTransfer`, our field): served by the merchant-wallet call, off by
 * default, switched by the developer on a running sandbox (`POST /sandbox/admin/wallet-mode`, beside the
 * single-wallet switch); the portal reads it to move money into a game's wallet on launch (core/workflows/launchFunding.ts).
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { devHeaders } from "./harness.ts"
import { decodes, ledgerSandbox, signedIn } from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const walletMode = (body: unknown) =>
  fetch(`${sandbox.url}/sandbox/admin/wallet-mode`, {
    method: "POST",
    headers: { ...devHeaders, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  })

describe("auto-transfer as a brand setting", () => {
  it("is served off, switched on by the developer, and leaves the wallet mode alone", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const mode = async () =>
      decodes(Api.merchantWallet, await c.get(Api.merchantWallet.path, { merchantCode: "arena" }))
    expect(await mode()).toMatchObject({ isSingle: false, autoTransfer: false })
    const on = await walletMode({ autoTransfer: true })
    expect(on.status).toBe(200)
    expect(((await on.json()) as { value: unknown }).value).toEqual({ single: false, autoTransfer: true })
    expect(await mode()).toMatchObject({ isSingle: false, autoTransfer: true })
    expect((await walletMode({ autoTransfer: false })).status).toBe(200)
    expect(await mode()).toMatchObject({ autoTransfer: false })
    expect((await walletMode({ autoTransfer: "yes" })).status).toBe(400)
  })
})
