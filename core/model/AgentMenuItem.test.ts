import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { AgentMenuItem, periodLabels } from "./AgentMenuItem.ts"

describe("AgentMenuItem", () => {
  it("decodes an item with the period types of spec section 3", () => {
    expect(
      Schema.decodeUnknownSync(AgentMenuItem)({
        name: "Dividend",
        page: "agentDividendRecordCopy",
        data: 3,
        type: "H",
      }),
    ).toEqual({ name: "Dividend", page: "agentDividendRecordCopy", data: 3, type: "H" })
    expect(() => Schema.decodeUnknownSync(AgentMenuItem)({ name: "x", page: "y", type: "Y" })).toThrow()
    expect(Object.keys(periodLabels)).toEqual(["D", "W", "H", "M"])
  })
})
