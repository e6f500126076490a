/**
 * The VIP service of spec section 3 (`vipService`) as the demo brand serves it: the permission answer lists a VIP desk
 * (csType COMM100VIP) for the club labels VIP 3 and up, and a member's own info carries the label that core's rule
 * matches: the VIP demo member has the desk, a member of VIP 0 has none.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { vipServiceOf } from "../../core/model/CustomerService.ts"
import { client, fileSandbox } from "./harness.ts"
import { decodes, signedIn } from "./moneyKit.ts"

const sandbox = fileSandbox()

const labelIdsOf = async (account: string) => {
  const { c } = await signedIn(sandbox, account)
  const info = decodes(Api.memberInfo, await c.get(Api.memberInfo.path))
  return [info.clubLabel, ...(info.memberLabel ?? [])].flatMap((l) => (l?.labelId == null ? [] : String(l.labelId)))
}

describe("the VIP desk", () => {
  it("is served to the VIP demo member and to no member of a lower rank", async () => {
    const status = decodes(Api.status, await client(sandbox.url).get(Api.status.path))
    const entries = status.info?.customerService ?? []
    expect(entries.filter((e) => e.csType === "COMM100VIP")).toHaveLength(1)
    const vip = vipServiceOf(entries, await labelIdsOf("player01"))
    expect(vip?.path).toMatch(/^https:\/\//)
    expect(vipServiceOf(entries, await labelIdsOf("down01"))).toBeUndefined()
  })
})
