import { describe, expect, it } from "vitest"
import { loadVassGameTypes } from "./loadVassGameTypes.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("loadVassGameTypes", () => {
  it("asks once and keeps the answer whole", async () => {
    const rt = makeTestRuntime({ answers: { vassGameTypes: ok({ content: { RNG: { PT: ["slot"] } } }) } })
    expect(await rt.run(loadVassGameTypes)).toMatchObject({ _tag: "Success", value: true })
    expect(await rt.run(loadVassGameTypes)).toMatchObject({ _tag: "Success", value: false })
    expect(rt.called()).toEqual(["vassGameTypes"])
    expect(rt.store.state().catalogue.vassGameTypes).toEqual({ RNG: { PT: ["slot"] } })
  })
})
