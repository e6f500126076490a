import { describe, expect, it } from "vitest"
import { isAgent } from "../permissions/roles.ts"
import { loadMemberInfo } from "./loadMemberInfo.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

const wire = {
  id: 10231,
  account: "agent01",
  nickname: "Boss",
  type: 42,
  lastLogin: "2024-05-01 10:00:00",
  toUpline: true,
  firstTimeLogin: false,
  clubLabel: { labelName: "VIP3", labelId: 3, type: "AUTO", rankLevel: 3, color: "#FFD700" },
  memberLabel: [{ labelName: "Gold", labelId: 7, color: "#D4AF37" }],
}

describe("loadMemberInfo", () => {
  it("loads the member, derives the agent status, and stores the header's session keys", async () => {
    const rt = makeTestRuntime({ session: [["token", "tok"]], answers: { memberInfo: ok(wire) } })
    await rt.run(loadMemberInfo)
    expect(rt.requests[0]?.token).toBe("tok")
    expect(Object.fromEntries(rt.session)).toEqual({
      token: "tok",
      account: "agent01",
      isAgent: "true",
      toUpline: "true",
      customerId: "10231",
      memberLabel: "Gold",
      nickname: "Boss",
    })
    const s = rt.store.state()
    expect(isAgent(s)).toBe(true)
    expect(s.session.member).toMatchObject({ account: "agent01", label: "Gold", labelColor: "#D4AF37", type: 42 })
  })
  it("removes keys the member no longer has", async () => {
    const rt = makeTestRuntime({
      session: [
        ["nickname", "old"],
        ["memberLabel", "old"],
      ],
      answers: { memberInfo: ok({ account: "p", type: 0 }) },
    })
    await rt.run(loadMemberInfo)
    expect(rt.session.has("nickname") || rt.session.has("memberLabel")).toBe(false)
    expect(rt.session.get("isAgent")).toBe("false")
  })
  it("ends the session on 401", async () => {
    const rt = makeTestRuntime({
      answers: { memberInfo: { status: 401, body: { success: false, message: "Expired" } } },
    })
    rt.store.dispatch({ _tag: "MemberInfoLoaded", value: { account: "p", type: 0 } })
    await rt.run(loadMemberInfo)
    expect(rt.tags()).toEqual(["MemberInfoLoaded", "SessionEnded"])
    expect(rt.store.state().session.loggedIn).toBe(false)
  })
})
