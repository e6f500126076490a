import { describe, expect, it } from "vitest"
import { isTrialMember } from "../permissions/roles.ts"
import { freePlay } from "./freePlay.ts"
import { makeTestRuntime, ok, refused } from "./testRuntime.ts"

describe("freePlay", () => {
  it("starts a demo session: token stored, login info loaded, cpw cleared, home", async () => {
    const rt = makeTestRuntime({
      session: [["cpw", "1"]],
      answers: { freePlay: ok({ token: "demo-tok" }), memberInfo: ok({ account: "TRIAL_88", type: 4 }) },
    })
    rt.store.dispatch({ _tag: "ModalOpened", modal: "loginPopup" })
    await rt.run(freePlay({ os: "Windows" }))
    expect(rt.requests[0]?.body).toEqual({ platform: "W", os: "Windows" })
    expect(rt.tags()).toEqual([
      "ModalOpened",
      "LoginSubmitted",
      "FreePlayStarted",
      "MemberInfoLoaded",
      "NavigationRequested",
    ])
    expect(rt.session.get("token")).toBe("demo-tok")
    expect(rt.session.has("cpw")).toBe(false)
    const s = rt.store.state()
    expect(isTrialMember(s)).toBe(true)
    expect(s.session.passwordUnknown).toBe(true)
    expect(s.modals.open).toEqual([])
  })
  it("ends the loader when refused", async () => {
    const rt = makeTestRuntime({ answers: { freePlay: refused(400, "function.not.available", "Not enabled") } })
    await rt.run(freePlay())
    expect(rt.store.state().session).toMatchObject({ pending: false, loggedIn: false })
  })
})
