import { describe, expect, it } from "vitest"
import { claimRaffle } from "./claimRaffle.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

describe("claimRaffle", () => {
  it("claims with a key and keeps the prize, then refreshes the balance", async () => {
    const rt = memberRuntime(memberState(), {
      answers: { claimRaffle: ok({ prizeName: "Bonus", amount: 8.88 }), balance: ok({ sumBalance: 9 }) },
    })
    await rt.run(claimRaffle("77"))
    expect(rt.requests[0]).toMatchObject({ body: { promotionId: "77" }, idempotencyKey: "key-1" })
    expect(rt.store.state().promotions.raffle.prize).toEqual({ prizeName: "Bonus", amount: 888 })
  })
  it("reuses the key when the claim is sent again after a dropped link", async () => {
    const rt = memberRuntime(memberState(), {
      answers: { claimRaffle: ["network", ok(null)], balance: ok({ sumBalance: 9 }) },
    })
    await rt.run(claimRaffle())
    await rt.run(claimRaffle())
    expect(rt.requests.filter((r) => r.endpoint.name === "claimRaffle").map((r) => [r.body, r.idempotencyKey])).toEqual(
      [
        [{}, "key-1"],
        [{}, "key-1"],
      ],
    )
  })
})
