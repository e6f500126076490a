import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { endpoints } from "../contract/Api.ts"
import { settings } from "../contract/api/settings.ts"
import { answerEvents, answered } from "./AnswerEvents.ts"

describe("answerEvents", () => {
  it("has one schema per endpoint of the contract", () => {
    expect(answerEvents).toHaveLength(endpoints.length)
  })

  it("decodes the answer event `answered` makes, and refuses another tag", () => {
    const event = answered(settings.registerRules, {})
    const decode = Schema.decodeUnknownResult(Schema.Union(answerEvents))
    expect(decode(event)._tag).toBe("Success")
    expect(decode({ _tag: "NoSuchAnswer", value: {} })._tag).toBe("Failure")
  })
})
