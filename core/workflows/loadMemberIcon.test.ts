import { describe, expect, it } from "vitest"
import { loadMemberIcon } from "./loadMemberIcon.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("loadMemberIcon", () => {
  it("keeps the avatar's address", async () => {
    const rt = makeTestRuntime({
      session: [["token", "t"]],
      answers: { memberIcon: ok({ iconUrl: "/avatars/3.png" }) },
    })
    expect(await rt.run(loadMemberIcon)).toMatchObject({ value: "/avatars/3.png" })
    expect(rt.store.state().session.icon).toBe("/avatars/3.png")
    expect(rt.requests[0]?.token).toBe("t")
  })
})
