import * as Exit from "effect/Exit"
import { describe, expect, it } from "vitest"
import type { State } from "../state/State.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { registerDownline } from "./registerDownline.ts"
import { ok, refused } from "./testRuntime.ts"

const withRules = (s: State): State => ({
  ...s,
  settings: {
    ...s.settings,
    registerRules: {
      username: {
        enabled: "1",
        required: "1",
        patternId: 5,
        minLength: 4,
        maxLength: 12,
        acceptedPattern: "[A-Za-z0-9]+",
      },
      email: { enabled: "1", required: "0", patternId: 4, minLength: 6, maxLength: 50, acceptedPattern: "*" },
    },
  },
})

const form = {
  username: " bob01 ",
  password: "secret1",
  confirmPassword: "secret1",
  email: "",
  mobileNum: "0912345678",
}

describe("registerDownline", () => {
  it("sends an agent's trimmed form with the shown fields only, and answers the new account", async () => {
    const rt = memberRuntime(withRules(memberState({ type: 41 })), {
      answers: { registerDownline: ok({ account: "bob01" }) },
    })
    const exit = await rt.run(registerDownline(form))
    expect(Exit.isSuccess(exit) && exit.value).toEqual({ account: "bob01" })
    expect(rt.requests).toHaveLength(1)
    expect(rt.requests[0]).toMatchObject({
      endpoint: { name: "registerDownline" },
      body: { username: "bob01", password: "secret1", confirmPassword: "secret1" },
      idempotencyKey: undefined,
    })
    expect(rt.requests[0]?.body).not.toHaveProperty("mobileNum")
    expect(rt.tags()).toEqual(["DownlineRegistered"])
  })
  it("sends nothing when a field breaks the brand's rules", async () => {
    const rt = memberRuntime(withRules(memberState({ type: 1 })))
    const exit = await rt.run(registerDownline({ ...form, username: "b!" }))
    expect(Exit.isFailure(exit)).toBe(true)
    expect(JSON.stringify(exit)).toContain("input_invalid")
    expect(rt.called()).toEqual([])
  })
  it("ends with the platform's refusal of a taken username", async () => {
    const rt = memberRuntime(withRules(memberState({ type: 2 })), {
      answers: { registerDownline: refused(400, "account_exists", "This username is already taken") },
    })
    const exit = await rt.run(registerDownline(form))
    expect(Exit.isFailure(exit)).toBe(true)
    expect(rt.tags()).toEqual(["CallFailed"])
  })
  it("warns a member who is not an agent, and sends nothing", async () => {
    const rt = memberRuntime(withRules(memberState({ type: 0 })))
    await rt.run(registerDownline(form))
    expect(rt.store.log()).toEqual([{ _tag: "DialogShown", kind: "warning", key: "not_agent", message: "" }])
    expect(rt.called()).toEqual([])
  })
})
