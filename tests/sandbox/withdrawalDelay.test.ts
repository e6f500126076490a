/**
 * The withdrawal payment delay as a development setting (sandbox/money/processingDelay.ts): switched at
 * /sandbox/admin/withdrawal-delay, a longer delay keeps a withdrawal pending past the default one (so an end-to-end
 * test can cancel it without racing the payment), and the default comes back when it is set back.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { demoPaymentPassword } from "../../sandbox/money/seedFunds.ts"
import { processingDelayMs } from "../../sandbox/money/withdrawals.ts"
import { client, fileSandbox } from "./harness.ts"
import { decodes, newKey, range, refuses, signedIn } from "./moneyKit.ts"

const sandbox = fileSandbox()

describe("the withdrawal delay setting", () => {
  it("holds a withdrawal pending for the delay set, then pays it", async () => {
    const delay = (body: unknown) => client(sandbox.url).request("POST", "/sandbox/admin/withdrawal-delay", { body })
    refuses(await delay({ ms: "soon" }), 400, "request_param_err")
    expect((await delay({ ms: 600_000 })).body.value).toEqual({ ms: 600_000 })
    try {
      const { c, money } = await signedIn(sandbox, "agent02")
      const bank = decodes(Api.withdrawalInfo, await c.get(Api.withdrawalInfo.path)).bankAccounts![0]!
      const body = { bankAccountId: bank.id, amount: 100, paymentPassword: demoPaymentPassword }
      const order = decodes(
        Api.withdraw,
        await money("POST", Api.withdraw.path, body, { encrypted: true, key: newKey() }),
      )
      sandbox.advance(processingDelayMs * 2)
      const page = { ...range(sandbox), page: 1, size: 10 }
      const list = decodes(Api.withdrawalHistory, await c.get(Api.withdrawalHistory.path, page)).list ?? []
      expect(list.find((w) => w.id === order.id)?.status).toBe("PENDING")
      sandbox.advance(600_000)
      const later = decodes(Api.withdrawalHistory, await c.get(Api.withdrawalHistory.path, page)).list ?? []
      expect(later.find((w) => w.id === order.id)?.status).toBe("APPROVED")
    } finally {
      await delay({ ms: processingDelayMs })
    }
  })
})
