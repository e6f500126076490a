import * as Exit from "effect/Exit"
import { describe, expect, it } from "vitest"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { closeMemberCentre, openMemberCentre, selectMemberCentrePage } from "./openMemberCentre.ts"
import { ok } from "./testRuntime.ts"

const answers = {
  merchantWallet: ok({ isSingle: 0 }),
  balance: ok({ sumBalance: 1 }),
  availablePromotions: ok({ MISSION: { enabled: true, count: 2 } }),
}

describe("openMemberCentre", () => {
  it("loads the wallet mode, opens on the page asked for and refreshes the balance", async () => {
    const rt = memberRuntime(memberState(), { answers })
    const exit = await rt.run(openMemberCentre("transferFund"))
    expect(exit).toEqual(Exit.succeed("transferFund"))
    expect(rt.tags()).toEqual([
      "MerchantWalletLoaded",
      "MemberCentreOpened",
      "ModalOpened",
      "BalanceRefreshRequested",
      "BalanceLoaded",
      "AvailablePromotionsLoaded",
    ])
    expect(rt.store.state().memberCentre).toMatchObject({ open: true, page: "transferFund" })
    expect(rt.store.state().modals.open).toEqual(["memberCentre"])
  })
  it("opens on securityCenter when the page asked for is not the member's (transfers in single-wallet mode)", async () => {
    const rt = memberRuntime(memberState(), { answers: { ...answers, merchantWallet: ok({ isSingle: "1" }) } })
    expect(await rt.run(openMemberCentre("transferFund"))).toEqual(Exit.succeed("securityCenter"))
  })
  it("loads the contract requests too when AGENTPOLICY3 is on, and opens even when a load fails", async () => {
    const rt = memberRuntime(memberState({ whitelabel: { AGENTPOLICY3: true } }), {
      answers: { ...answers, merchantWallet: "network", consolidated: ok({ divtypereq: { LIVE: [{ status: "P" }] } }) },
    })
    expect(await rt.run(openMemberCentre("contractRequests"))).toEqual(Exit.succeed("contractRequests"))
  })
  it("opens the login popup for a visitor and warns a trial member", async () => {
    const visitor = memberRuntime(memberState({ loggedIn: false }))
    await visitor.run(openMemberCentre())
    expect(visitor.store.log()).toEqual([{ _tag: "ModalOpened", modal: "loginPopup" }])
    const trial = memberRuntime(memberState({ type: 4 }))
    await trial.run(openMemberCentre())
    expect(trial.store.log()).toEqual([{ _tag: "DialogShown", kind: "warning", key: "need_real_account", message: "" }])
    expect(trial.store.state().memberCentre.open).toBe(false)
  })
  it("selects pages, falling back for one the member may not see, and closes clearing the point-mall handle", async () => {
    const rt = memberRuntime(memberState(), { answers })
    await rt.run(openMemberCentre())
    expect(await rt.run(selectMemberCentrePage("playerRank"))).toEqual(Exit.succeed("securityCenter"))
    rt.store.dispatch({ _tag: "PointMallItemSelected", rewardId: "7" })
    await rt.run(closeMemberCentre)
    expect(rt.store.state().memberCentre).toMatchObject({ open: false, pointMallHandle: undefined })
    expect(rt.store.state().modals.open).toEqual([])
  })
})
