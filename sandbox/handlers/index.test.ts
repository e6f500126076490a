/**
 * The handler table is total over the contract: every call the contract declares has its handler (a call without
 * one does not compile), but the streams, which the live hub opens.
 */
import { describe, expect, it } from "vitest"
import { endpoints } from "../../core/contract/Api.ts"
import { live } from "../../core/contract/api/live.ts"
import type { HandlerTable } from "../http/Context.ts"
import { handlers } from "./index.ts"

describe("the sandbox's handler table", () => {
  it("answers every call of the contract but the streams", () => {
    const calls = endpoints.filter((e) => !e.stream).map((e) => e.name)
    expect(calls.filter((name) => typeof (handlers as Record<string, unknown>)[name] !== "function")).toEqual([])
  })

  it("leaves out exactly the contract's streams (the live area)", () => {
    const streams = endpoints.filter((e) => e.stream).map((e) => e.name)
    expect(streams.sort()).toEqual(Object.keys(live).sort())
  })

  it("does not compile without a handler of the contract", () => {
    const { login: _login, ...withoutLogin } = handlers
    // @ts-expect-error `login` is missing: a table without one of the contract's handlers is not a HandlerTable.
    const table: HandlerTable = withoutLogin
    expect(Object.keys(table)).not.toContain("login")
  })
})
