import { describe, expect, it } from "vitest"
import { loadWithdrawalInfo } from "./loadWithdrawalInfo.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

describe("loadWithdrawalInfo", () => {
  it("loads the accounts, limits and the confirmation timeout", async () => {
    const rt = memberRuntime(memberState(), {
      answers: {
        withdrawalInfo: ok({ bankAccounts: [{ id: 1, bankName: "BDO" }], minAmount: 100, autoConfirmMinutes: "30" }),
      },
    })
    await rt.run(loadWithdrawalInfo)
    expect(rt.store.state().funds.withdrawalInfo).toMatchObject({ minAmount: 10000, autoConfirmMinutes: 30 })
  })
  it("opens the login popup for a visitor", async () => {
    const rt = memberRuntime(memberState({ loggedIn: false }))
    await rt.run(loadWithdrawalInfo)
    expect(rt.tags()).toEqual(["ModalOpened"])
  })
})
