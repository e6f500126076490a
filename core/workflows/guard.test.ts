import * as Exit from "effect/Exit"
import { describe, expect, it } from "vitest"
import { ActionRefused } from "./ActionRefused.ts"
import { refuseAction, refuseCentre, requireRealMember } from "./guard.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"

describe("guard", () => {
  it("passes a real member silently, handing back the state it checked", async () => {
    const rt = memberRuntime(memberState())
    expect(await rt.run(requireRealMember("deposit"))).toEqual(Exit.succeed(rt.store.state()))
    expect(rt.tags()).toEqual([])
  })
  it("opens the login popup for a visitor and fails with the reason", async () => {
    const rt = memberRuntime(memberState({ loggedIn: false }))
    const exit = await rt.run(requireRealMember("deposit"))
    expect(exit).toEqual(Exit.fail(new ActionRefused({ action: "deposit", reason: "notLoggedIn" })))
    expect(rt.store.state().modals.open).toContain("loginPopup")
    expect(rt.tags()).toEqual(["ModalOpened"])
  })
  it("shows the not-agent warning and records a refused action", async () => {
    const rt = memberRuntime(memberState())
    await rt.run(refuseCentre("agentCentre", "notAgent"))
    const exit = await rt.run(refuseAction("withdraw", "input_required"))
    expect(exit).toEqual(Exit.fail(new ActionRefused({ action: "withdraw", reason: "input_required" })))
    expect(rt.store.log()).toEqual([
      { _tag: "DialogShown", kind: "warning", key: "not_agent", message: "" },
      { _tag: "MemberActionRefused", action: "withdraw", reason: "input_required" },
    ])
  })
})
