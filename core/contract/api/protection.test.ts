import { describe, expect, it } from "vitest"
import { Api } from "../Api.ts"
import { protection } from "./protection.ts"

describe("protection calls", () => {
  it("declares the calls as the acceptance checks call them", () => {
    expect(protection.protection).toMatchObject({ method: "GET", path: "/wps/member/protection", token: true })
    expect(protection.protectionLimit).toMatchObject({ method: "PUT", path: "/wps/member/protection/limit" })
    expect(protection.protectionRealityCheck).toMatchObject({
      method: "PUT",
      path: "/wps/member/protection/realityCheck",
    })
    expect(protection.protectionSession).toMatchObject({ method: "GET", path: "/wps/member/protection/session" })
    expect(protection.protectionExclusion).toMatchObject({
      method: "POST",
      path: "/wps/member/protection/exclusion",
      encrypted: true,
      secrets: ["password"],
    })
    expect(protection.protectionHistory).toMatchObject({ method: "GET", path: "/wps/member/protection/history" })
    for (const e of Object.values(protection)) expect(e.token, e.name).toBe(true)
  })
  it("is gathered into the Api", () => {
    for (const [k, e] of Object.entries(protection)) expect(Api[k as keyof typeof Api]).toBe(e)
  })
})
