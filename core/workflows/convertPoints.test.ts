import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { convertPoints } from "./convertPoints.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

const state = reduce(memberState(), { _tag: "PointBalanceLoaded", value: 1000 })

describe("convertPoints", () => {
  it("converts with a key, then reloads the points and the money balance", async () => {
    const rt = memberRuntime(state, {
      answers: { convertPoint: ok(), pointBalance: ok(500), balance: ok({ sumBalance: 5 }) },
    })
    await rt.run(convertPoints({ amount: 500, password: "pw" }))
    expect(rt.called()).toEqual(["convertPoint", "pointBalance", "balance"])
    expect(rt.requests[0]).toMatchObject({ body: { amount: 500, password: "pw" }, idempotencyKey: "key-1" })
    expect(rt.store.state().points).toMatchObject({ balance: 500, convert: { done: { amount: 500 } } })
  })
  it("refuses more points than held", async () => {
    const rt = memberRuntime(state)
    await rt.run(convertPoints({ amount: 1001, password: "pw" }))
    expect(rt.store.log()).toEqual([
      { _tag: "MemberActionRefused", action: "convertPoints", reason: "points_not_enough" },
    ])
  })
})
