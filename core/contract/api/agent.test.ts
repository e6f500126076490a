import { describe, expect, it } from "vitest"
import { Api } from "../Api.ts"
import { agent } from "./agent.ts"

describe("agent calls", () => {
  it("declares the contract calls with the wire notes' methods (dividend and daily GET, hourly and real-time POST)", () => {
    expect(agent.consolidated).toMatchObject({
      method: "GET",
      path: "/wps/member/info/funds/consolidated",
      token: true,
    })
    expect(agent.processDividend).toMatchObject({ method: "GET", path: "/wps/relay/MCS2_processDividendReq" })
    expect(agent.processDailySalary).toMatchObject({ method: "GET", path: "/wps/relay/MCS2_processDailySalContract" })
    expect(agent.processHourSalary).toMatchObject({ method: "POST", path: "/wps/relay/MCS2_processContractHourSalary" })
    expect(agent.processRealTimeSalary).toMatchObject({
      method: "POST",
      path: "/wps/relay/MCSFE_processRealTimeSalaryContract",
    })
  })
  it("moves money only on the downline transfer, whose password is an encrypted secret", () => {
    expect(
      Object.values(agent)
        .filter((e) => e.movesMoney)
        .map((e) => e.name),
    ).toEqual(["downlineTransfer"])
    expect(agent.downlineTransfer).toMatchObject({ encrypted: true, secrets: ["paymentPassword"] })
  })
  it("registers a downline with the agent's token, encrypted, its passwords secrets (our choice, noted)", () => {
    expect(agent.registerDownline).toMatchObject({
      method: "PUT",
      path: "/wps/agent/downline/register",
      token: true,
      encrypted: true,
      movesMoney: false,
      secrets: ["password", "confirmPassword"],
      answered: "DownlineRegistered",
    })
    expect(agent.registerDownline.note).toContain("our choice")
  })
  it("is gathered into the Api", () => {
    for (const [k, e] of Object.entries(agent)) expect(Api[k as keyof typeof Api]).toBe(e)
  })
})
