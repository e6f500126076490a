import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { EventSchema } from "../Event.ts"
import { agentIntents } from "./agent.ts"

describe("agent intents", () => {
  it("survive a JSON round trip through the event schema", () => {
    const samples = [
      { _tag: "AgentCentreOpened", page: "agentTeamOverview" },
      { _tag: "ContractDecisionRequested", kind: "hourSalary", ref: "31", decision: "C" },
      { _tag: "ContractConfirmationNeeded", kind: "dividend", ref: "LIVE" },
      { _tag: "DownlineTransferRequested", key: "k", downline: "bob", amount: 100 },
    ]
    for (const s of samples) expect(Schema.decodeUnknownSync(EventSchema)(JSON.parse(JSON.stringify(s)))).toEqual(s)
  })
  it("refuse a decision the wire does not know", () => {
    expect(() =>
      Schema.decodeUnknownSync(EventSchema)({
        _tag: "ContractDecisionRequested",
        kind: "dividend",
        ref: "LIVE",
        decision: "X",
      }),
    ).toThrow()
    expect(agentIntents.map((i) => i.fields._tag.schema.literal)).toContain("AgentCentreOpened")
  })
})
