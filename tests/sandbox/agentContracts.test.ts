/**
 * Contract tests of the agents' contracts (core/contract/api/agent.ts: consolidated, the four decisions, the offer)
 * against a real sandbox seeded with contracts in every state: the consolidated answer decodes and turns every menu on
 * for agent01, the request maps carry what the client reads (first row's status, `downlineHigherRate`), accepting a
 * lower rate ends the downline's higher one, rejecting and terminating answer only the right states, and offers follow
 * the tree and the agent's own rate.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import {
  contractFlags,
  contractRequests,
  contractTiers,
  needsDownlineConfirmation,
} from "../../core/model/AgentContract.ts"
import { fileSandbox } from "./harness.ts"
import { decodes, refuses, signedIn } from "./moneyKit.ts"

const sandbox = fileSandbox()

const consolidated = async (account: string) => {
  const { c } = await signedIn(sandbox, account)
  return decodes(Api.consolidated, await c.get(Api.consolidated.path))
}

describe("consolidated", () => {
  it("turns every contract menu on for agent01 and lists the house's contracts it holds", async () => {
    const value = await consolidated("agent01")
    expect(contractFlags(value)).toEqual({
      enableCt: true,
      salary: true,
      dailySalary: true,
      hourSalary: true,
      realTimeSalary: true,
    })
    const requests = contractRequests(value)
    expect(requests.map((r) => [r.kind, r.productType, r.status])).toEqual([
      ["dividend", "ALL", "V"],
      ["dailySalary", "ALL", "V"],
      ["hourSalary", "ALL", "V"],
      ["realTimeSalary", "ALL", "V"],
    ])
    expect(requests[0]!.computationPeriod).toBe("H")
  })
  it("shows agent02 its offers: a re-offer below agent42's rate, flagged, a pending one, two in force", async () => {
    const requests = contractRequests(await consolidated("agent02"))
    const dividend = requests.find((r) => r.kind === "dividend")!
    expect(dividend).toMatchObject({ productType: "RNG", status: "E" })
    expect(dividend.rows.map((r) => [r.status, r.rate])).toEqual([
      ["E", 20],
      ["V", 30],
    ])
    expect(needsDownlineConfirmation(dividend, "A")).toBe(true)
    expect(requests.find((r) => r.kind === "dailySalary")).toMatchObject({ productType: "LIVE", status: "P" })
    expect(requests.find((r) => r.kind === "hourSalary")).toMatchObject({ productType: "ALL", status: "V" })
    expect(requests.find((r) => r.kind === "realTimeSalary")).toMatchObject({ productType: "RNG", status: "V" })
    expect((await consolidated("player01")).divtypecompperiodreq).toEqual({})
  })
})

describe("decisions", () => {
  it("accepting a rate below a downline's ends the downline's contract and tells them", async () => {
    const agent = await signedIn(sandbox, "agent02")
    decodes(Api.processDividend, await agent.c.get(Api.processDividend.path, { type: "RNG", status: "A" }))
    const dividend = contractRequests(await consolidated("agent02")).find((r) => r.kind === "dividend")!
    expect(dividend.rows.map((r) => [r.status, r.rate])).toEqual([["V", 20]])
    expect(contractRequests(await consolidated("agent42")).some((r) => r.kind === "dividend")).toBe(false)
    const downline = await signedIn(sandbox, "agent42")
    const inbox = decodes(Api.inbox, await downline.c.get(Api.inbox.path, { page: 1, size: 5 }))
    expect(inbox.list![0]).toMatchObject({ title: "Your dividend contract has ended", type: "CONTRACT", isRead: false })
    refuses(await agent.c.get(Api.processDividend.path, { type: "RNG", status: "A" }), 400, "contract_status_invalid")
  })
  it("rejects an offer by id, and refuses another decision on it", async () => {
    const agent = await signedIn(sandbox, "agent02")
    const daily = contractRequests(await consolidated("agent02")).find((r) => r.kind === "dailySalary")!
    decodes(Api.processDailySalary, await agent.c.get(Api.processDailySalary.path, { id: daily.ref, status: "R" }))
    expect(contractRequests(await consolidated("agent02")).some((r) => r.kind === "dailySalary")).toBe(false)
    refuses(
      await agent.c.get(Api.processDailySalary.path, { id: daily.ref, status: "A" }),
      400,
      "contract_status_invalid",
    )
  })
  it("terminates a contract in force, and accepts a pending hourly one", async () => {
    const agent = await signedIn(sandbox, "agent02")
    const realtime = contractRequests(await consolidated("agent02")).find((r) => r.kind === "realTimeSalary")!
    refuses(
      await agent.c.request("POST", Api.processRealTimeSalary.path, {
        body: { contractId: realtime.ref, status: "A" },
      }),
      400,
      "contract_status_invalid",
    )
    decodes(
      Api.processRealTimeSalary,
      await agent.c.request("POST", Api.processRealTimeSalary.path, {
        body: { contractId: realtime.ref, status: "C" },
      }),
    )
    expect(contractRequests(await consolidated("agent02")).some((r) => r.kind === "realTimeSalary")).toBe(false)
    const downline = await signedIn(sandbox, "agent42")
    const hour = contractRequests(await consolidated("agent42")).find((r) => r.kind === "hourSalary")!
    expect(hour.status).toBe("P")
    decodes(
      Api.processHourSalary,
      await downline.c.request("POST", Api.processHourSalary.path, {
        body: { contractId: hour.ref, status: "A", productType: "ALL" },
      }),
    )
    expect(contractRequests(await consolidated("agent42")).find((r) => r.kind === "hourSalary")!.status).toBe("V")
  })
  it("finds only the caller's own contracts", async () => {
    const other = await signedIn(sandbox, "agent41")
    const hour = contractRequests(await consolidated("agent42")).find((r) => r.kind === "hourSalary")!
    refuses(
      await other.c.request("POST", Api.processHourSalary.path, { body: { contractId: hour.ref, status: "C" } }),
      400,
      "contract_not_found",
    )
    refuses(await other.c.get(Api.processDailySalary.path, { id: "99999", status: "A" }), 400, "contract_not_found")
    refuses(await other.c.get(Api.processDividend.path, { type: "NOPE", status: "A" }), 400, "contract_not_found")
    refuses(await other.c.get(Api.processDailySalary.path, { id: "1", status: "X" }), 400, "request_param_err")
  })
})

describe("offers", () => {
  const offer = (account: string, body: Record<string, unknown>) =>
    signedIn(sandbox, account).then(({ c }) =>
      c.request("POST", Api.offerContract.path, {
        body: { contractType: "DAILY_SALARY", productType: "ALL", rate: 1, rateType: "P", ...body },
      }),
    )
  it("offers a direct downline agent a contract, re-offering over one in force", async () => {
    decodes(Api.offerContract, await offer("agent01", { downline: "agent41", minimumBet: 500, activeMember: 1 }))
    const daily = contractRequests(await consolidated("agent41")).find((r) => r.kind === "dailySalary")!
    expect(daily).toMatchObject({ productType: "ALL", status: "P" })
    expect(daily.rows[0]!.details?.[0]).toMatchObject({ minimumBet: 50_000, activeMember: 1, rate: 1 })
    decodes(
      Api.offerContract,
      await offer("agent01", { downline: "agent41", contractType: "REALTIME_SALARY", rate: 0.35 }),
    )
    const realtime = contractRequests(await consolidated("agent41")).find((r) => r.kind === "realTimeSalary")!
    expect(realtime.rows.map((r) => [r.status, r.rate])).toEqual([
      ["E", 0.35],
      ["V", 0.4],
    ])
    const { c } = await signedIn(sandbox, "agent41")
    expect(decodes(Api.inbox, await c.get(Api.inbox.path, { page: 1, size: 1 })).list![0]!.title).toBe(
      "A new contract offer",
    )
  })
  it("offers several tiers with a period P&L threshold, and the deciding agent sees every tier", async () => {
    // Spec section 3 "Contract: rate, active members, period valid bet, period P&L, bet amount daily or hourly".
    decodes(
      Api.offerContract,
      await offer("agent01", {
        downline: "agent41",
        contractType: "DIVIDEND",
        productType: "SPORTS",
        rate: 10,
        activeMember: 2,
        minimumBet: 1000,
        netLoss: 500,
        higherTiers: [{ rate: 15, activeMember: 5, minimumBet: 5000, netLoss: 2500 }],
      }),
    )
    const requests = contractRequests(await consolidated("agent41"))
    const dividend = requests.find((r) => r.kind === "dividend" && r.productType === "SPORTS")!
    expect(dividend.status).toBe("P")
    expect(contractTiers(dividend).map((t) => [t.activeMember, t.validBet, t.pnl, t.rate])).toEqual([
      [2, 100_000, 50_000, 10],
      [5, 500_000, 250_000, 15],
    ])
    decodes(
      Api.offerContract,
      await offer("agent01", {
        downline: "agent41",
        contractType: "HOUR_SALARY",
        productType: "LIVE",
        rate: 0.2,
        minimumBet: 100,
        higherTiers: [
          { rate: 0.4, activeMember: 3, minimumBet: 800, netLoss: 50 },
          { rate: 0.6, activeMember: 6, minimumBet: 2000, netLoss: 100 },
        ],
      }),
    )
    const hour = contractRequests(await consolidated("agent41")).find(
      (r) => r.kind === "hourSalary" && r.productType === "LIVE",
    )!
    expect(contractTiers(hour).map((t) => [t.activeMember, t.betAmount, t.pnl, t.rate])).toEqual([
      [0, 10_000, undefined, 0.2],
      [3, 80_000, 5_000, 0.4],
      [6, 200_000, 10_000, 0.6],
    ])
  })
  it("refuses tiers that do not rise, a negative P&L threshold, and a tier above the agent's own rate", async () => {
    const dividend = { downline: "agent41", contractType: "DIVIDEND", productType: "LIVE", rate: 10 }
    refuses(await offer("agent01", { ...dividend, netLoss: -1 }), 400, "request_param_err")
    refuses(
      await offer("agent01", { ...dividend, minimumBet: 1000, higherTiers: [{ rate: 12, minimumBet: 500 }] }),
      400,
      "request_param_err",
    )
    refuses(
      await offer("agent01", { ...dividend, higherTiers: [{ rate: 8, minimumBet: 500 }] }),
      400,
      "request_param_err",
    )
    refuses(
      await offer("agent01", { ...dividend, higherTiers: [{ rate: 41, minimumBet: 500 }] }),
      400,
      "rate_above_own",
    )
  })
  it("refuses a rate above the agent's own, a member, a deeper downline, a non-agent and bad values", async () => {
    refuses(await offer("agent01", { downline: "agent41", rate: 2 }), 400, "rate_above_own")
    refuses(await offer("agent01", { downline: "down01" }), 400, "downline_not_agent")
    refuses(await offer("agent01", { downline: "agent42" }), 400, "downline_not_found")
    refuses(await offer("agent01", { downline: "agent41", productType: "BINGO" }), 400, "request_param_err")
    refuses(await offer("agent01", { downline: "agent41", rate: 0 }), 400, "rate_invalid")
    refuses(
      await offer("agent01", { downline: "agent41", rate: 101, contractType: "HOUR_SALARY" }),
      400,
      "rate_invalid",
    )
    refuses(await offer("down01", { downline: "down02" }), 403, "agent_only")
  })
  it("refuses, never with a 500, a fixed rate past the column's bound and a product or kind the agent does not hold", async () => {
    refuses(await offer("agent01", { downline: "agent41", rate: 1_000_000, rateType: "F" }), 400, "rate_invalid")
    // agent01 holds percentage contracts only: a fixed one is not his to offer.
    refuses(await offer("agent01", { downline: "agent41", rate: 5, rateType: "F" }), 400, "contract_not_held")
    // agent02 holds dividends for RNG only (20 since it accepted the re-offer), and its LIVE daily salary was rejected.
    refuses(
      await offer("agent02", { downline: "agent42", contractType: "DIVIDEND", productType: "LIVE", rate: 100 }),
      400,
      "contract_not_held",
    )
    refuses(await offer("agent02", { downline: "agent42", productType: "LIVE", rate: 0.5 }), 400, "contract_not_held")
    refuses(
      await offer("agent02", { downline: "agent42", contractType: "DIVIDEND", productType: "RNG", rate: 21 }),
      400,
      "rate_above_own",
    )
    // A contract for every product bounds each product's offer.
    decodes(
      Api.offerContract,
      await offer("agent02", { downline: "agent42", contractType: "HOUR_SALARY", productType: "LIVE", rate: 0.5 }),
    )
  })
})
