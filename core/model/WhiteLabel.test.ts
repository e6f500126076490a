import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { flatten, WhiteLabelTree } from "./WhiteLabel.ts"

describe("WhiteLabel", () => {
  const wire = [
    {
      modId: "HOMEPAGE",
      enabled: "1",
      childrenNodes: [
        { modId: "PWDEXPFORCECHANGE3", enabled: "1", childrenNodes: null },
        { modId: "MOBILELOGIN3", enabled: "0" },
      ],
    },
    { modId: "AGENT", enabled: "0", childrenNodes: [{ modId: "AGENTPOLICY3", enabled: "1", childrenNodes: [] }] },
  ]
  it("decodes the platform's string flags and missing children", () => {
    const tree = Schema.decodeUnknownSync(WhiteLabelTree)(wire)
    expect(tree[0]?.childrenNodes[1]).toEqual({ modId: "MOBILELOGIN3", enabled: false, childrenNodes: [] })
  })
  it("flattens to flags, a child of a disabled module being disabled", () => {
    expect(flatten(Schema.decodeUnknownSync(WhiteLabelTree)(wire))).toEqual({
      HOMEPAGE: true,
      PWDEXPFORCECHANGE3: true,
      MOBILELOGIN3: false,
      AGENT: false,
      AGENTPOLICY3: false,
    })
  })
  it("rejects an unknown flag value", () => {
    expect(() => Schema.decodeUnknownSync(WhiteLabelTree)([{ modId: "X", enabled: "yes" }])).toThrow()
  })
})
