import { describe, expect, it } from "vitest"
import { vipServiceOf } from "../model/CustomerService.ts"

describe("vipServiceOf (spec section 3 vipService)", () => {
  const desk = { type: 1, csType: "COMM100VIP", path: "https://vip.example", labelIds: [3, "L9"] }
  const entries = [{ type: 3, csType: "LIVECHAT", path: "https://chat.example", labelIds: [3] }, desk]

  it("is the VIP desk that serves one of the member's labels", () => {
    expect(vipServiceOf(entries, ["3"])).toBe(desk)
    expect(vipServiceOf(entries, ["1", "L9"])).toBe(desk)
  })

  it("is none for a member of other labels, or of none", () => {
    expect(vipServiceOf(entries, ["1"])).toBeUndefined()
    expect(vipServiceOf(entries, [])).toBeUndefined()
    expect(vipServiceOf([{ ...desk, labelIds: null }], ["3"])).toBeUndefined()
  })
})
