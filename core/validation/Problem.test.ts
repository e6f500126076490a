import { describe, expect, it } from "vitest"
import { collect, formResult, problem } from "./Problem.ts"

describe("Problem", () => {
  it("keeps the first problem of each field and skips fields without one", () => {
    const a = problem("input_required")
    const b = problem("password_length", { min: 6, max: 20 })
    expect(
      collect([
        ["x", undefined],
        ["y", a],
        ["y", b],
        ["z", b],
      ]),
    ).toEqual({ y: a, z: b })
  })

  it("is valid exactly when no field has a problem", () => {
    expect(formResult({ n: 1 }, {})).toEqual({ _tag: "Valid", value: { n: 1 } })
    expect(formResult({ n: 1 }, { n: problem("input_required") })).toEqual({
      _tag: "Invalid",
      problems: { n: { key: "input_required", params: {} } },
    })
  })
})
