import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { findTopic, HelpCentre } from "./HelpCentre.ts"

describe("HelpCentre", () => {
  const wire = [
    {
      title: "About us",
      tag: "about",
      content: "<p>Hello</p>",
      bgColor: "#123456",
      children: [{ title: "Terms", tag: "term", content: "<p>Rules</p>", children: null }],
    },
    { title: "FAQ", tag: null },
  ]
  it("decodes the nested topics", () => {
    const topics = Schema.decodeUnknownSync(HelpCentre)(wire)
    expect(topics).toHaveLength(2)
    expect(findTopic(topics, "term")?.content).toBe("<p>Rules</p>")
    expect(findTopic(topics, "none")).toBeUndefined()
  })
  it("refuses a topic without a title at any depth", () => {
    expect(() => Schema.decodeUnknownSync(HelpCentre)([{ title: "a", children: [{ tag: "x" }] }])).toThrow()
  })
})
