import * as Exit from "effect/Exit"
import { describe, expect, it } from "vitest"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { resolveFilter } from "./resolveFilter.ts"

// 2024-03-01 17:30 UTC: 2024-03-02 in GMT+8.
const now = Date.UTC(2024, 2, 1, 17, 30)

describe("resolveFilter", () => {
  it("turns a preset into its dates from the clock, with the default page", async () => {
    const rt = memberRuntime(memberState(), { now })
    const exit = await rt.run(resolveFilter({ preset: "previous7", vendor: "AG", type: "" }))
    expect(exit).toEqual(
      Exit.succeed({
        preset: "previous7",
        startDate: "2024-02-25",
        endDate: "2024-03-02",
        vendor: "AG",
        page: 1,
        size: 10,
      }),
    )
  })
  it("keeps a custom range and refuses an inverted one", async () => {
    const rt = memberRuntime(memberState(), { now })
    const ok = await rt.run(
      resolveFilter({ preset: "custom", startDate: "2024-01-01", endDate: "2024-01-31", page: 2 }),
    )
    expect(Exit.isSuccess(ok) && ok.value).toMatchObject({ startDate: "2024-01-01", endDate: "2024-01-31", page: 2 })
    const bad = await rt.run(resolveFilter({ preset: "custom", startDate: "2024-02-01", endDate: "2024-01-31" }))
    expect(Exit.isFailure(bad)).toBe(true)
    expect(rt.store.log()).toEqual([{ _tag: "MemberActionRefused", action: "records", reason: "date_range_invalid" }])
  })
})
