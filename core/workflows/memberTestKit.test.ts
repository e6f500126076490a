import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { Ids } from "../ports/Ids.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"

describe("memberTestKit", () => {
  it("builds a logged-in member of the type asked for, or a visitor", () => {
    expect(memberState({ type: 41 }).session).toMatchObject({ loggedIn: true, member: { type: 41, account: "alice" } })
    expect(memberState({ loggedIn: false }).session).toMatchObject({ loggedIn: false, member: undefined })
  })
  it("hands out keys that never repeat within one runtime", async () => {
    const rt = memberRuntime(memberState())
    const next = Ids.use((ids) => ids.next)
    const a = await rt.run(next)
    const b = await rt.run(Effect.andThen(next, next))
    expect([a, b].map((e) => (e._tag === "Success" ? e.value : undefined))).toEqual(["key-1", "key-3"])
  })
})
