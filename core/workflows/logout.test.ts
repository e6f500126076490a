import { describe, expect, it } from "vitest"
import { initialSession } from "../state/slices/session.ts"
import { logout } from "./logout.ts"
import { makeTestRuntime, ok, refused } from "./testRuntime.ts"

const stored = [
  ["token", "tok"],
  ["account", "player01"],
  ["isAgent", "true"],
  ["merchant", "wic11f3"],
  ["merchantCode", "wic11f3"],
  ["settings", "[]"],
] as const

const loggedIn = (rt: ReturnType<typeof makeTestRuntime>) => {
  rt.store.dispatch({ _tag: "LoginSucceeded", value: { token: "[redacted]" } })
  rt.store.dispatch({ _tag: "MemberInfoLoaded", value: { account: "player01", type: 1 } })
  rt.store.dispatch({ _tag: "ModalOpened", modal: "agentCentre" })
}

describe("logout", () => {
  it("calls logout with the token, clears session storage but the merchant keys, resets the state, goes home", async () => {
    const rt = makeTestRuntime({ session: stored, answers: { logout: ok() } })
    loggedIn(rt)
    await rt.run(logout)
    expect(rt.requests[0]?.endpoint.method).toBe("DELETE")
    expect(rt.requests[0]?.token).toBe("tok")
    expect([...rt.session.entries()]).toEqual([
      ["merchant", "wic11f3"],
      ["merchantCode", "wic11f3"],
    ])
    expect(rt.tags().slice(-2)).toEqual(["LoggedOut", "NavigationRequested"])
    const s = rt.store.state()
    expect(s.session).toEqual(initialSession)
    expect(s.modals.open).toEqual([])
  })
  it("clears locally too when the platform says the session was already over", async () => {
    const rt = makeTestRuntime({ session: stored, answers: { logout: refused(401, "login.not.session", "Expired") } })
    loggedIn(rt)
    const exit = await rt.run(logout)
    expect(exit._tag).toBe("Success")
    expect(rt.session.has("token")).toBe(false)
    expect(rt.store.state().session.loggedIn).toBe(false)
  })
  it("keeps the session when the call fails otherwise", async () => {
    const rt = makeTestRuntime({ session: stored, answers: { logout: "network" } })
    loggedIn(rt)
    const exit = await rt.run(logout)
    expect(exit._tag).toBe("Failure")
    expect(rt.session.get("token")).toBe("tok")
    expect(rt.store.state().session.loggedIn).toBe(true)
  })
})
