import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import {
  allowedDecisions,
  Consolidated,
  contractFlags,
  contractRequests,
  contractTiers,
  infoEnabled,
  needsDownlineConfirmation,
  noContracts,
} from "./AgentContract.ts"

/** A consolidated answer shaped as the wire notes (section 5) and the platform's contract notice read it. */
const sample = {
  divtypecompperiodreq: {
    LIVE: {
      W: [
        { id: 11, status: "P", minimumBet: 1000, netLoss: "500.00", activeMember: "5", contractRate: 0.3 },
        { id: 12, status: "P", minimumBet: 5000, netLoss: 2000, activeMember: 10, contractRate: 0.35 },
      ],
    },
  },
  dailysalreqtype: {
    RNG: [
      {
        id: "21",
        status: "V",
        details: [{ betVolume: 10000, activeMember: 3, rate: 0.01, rateType: "P" }],
      },
    ],
  },
  contracthoursalreq: {
    SPORTS: [
      {
        contractId: 31,
        status: "E",
        downlineHigherRate: "Y",
        hourSalaryRates: [{ minimumBet: 100, rate: 5, rateType: "F" }],
      },
    ],
  },
  realtimesalreqtype: {
    LOTT: [
      {
        contractId: "41",
        status: "P",
        realTimeSalaryRates: [{ Id: 1, betAmount: "100", lossRate: 0.01, winRate: 0.005 }],
      },
    ],
  },
  divtypeinfo: { LIVE: { agent: [{ status: "A" }] } },
  dailysalinfotype: { agent: [{ status: "V" }] },
  contracthoursalinfo: { SPORTS: { agent: [] } },
  realtimesalinfotype: null,
  unknownExtra: { anything: true },
}

describe("AgentContract", () => {
  const c = Schema.decodeUnknownSync(Consolidated)(sample)

  it("decodes the consolidated maps with amounts in minor units", () => {
    expect(c.divtypecompperiodreq?.LIVE?.W?.[0]?.netLoss).toBe(50000)
    expect(c.divtypecompperiodreq?.LIVE?.W?.[0]?.activeMember).toBe(5)
    expect(c.realtimesalreqtype?.LOTT?.[0]?.realTimeSalaryRates?.[0]?.betAmount).toBe(10000)
  })

  it("lists one request per product (and period), referenced as each call names it", () => {
    expect(contractRequests(c).map((r) => [r.kind, r.productType, r.computationPeriod, r.ref, r.status])).toEqual([
      ["dividend", "LIVE", "W", "LIVE", "P"],
      ["dailySalary", "RNG", undefined, "21", "V"],
      ["hourSalary", "SPORTS", undefined, "31", "E"],
      ["realTimeSalary", "LOTT", undefined, "41", "P"],
    ])
  })

  it("gives every tier of a request with the contract data the spec names, not the first row's only", () => {
    const [dividend, daily, hourly, realTime] = contractRequests(c)
    // Spec section 3 "Contract: rate, active members, period valid bet, period P&L, bet amount daily or hourly".
    expect(dividend && contractTiers(dividend)).toEqual([
      { activeMember: 5, validBet: 100000, pnl: 50000, rate: 0.3, rateType: undefined },
      { activeMember: 10, validBet: 500000, pnl: 200000, rate: 0.35, rateType: undefined },
    ])
    expect(daily && contractTiers(daily)).toEqual([{ activeMember: 3, betAmount: 1000000, rate: 0.01, rateType: "P" }])
    expect(hourly && contractTiers(hourly)).toEqual([
      { activeMember: undefined, betAmount: 10000, rate: 5, rateType: "F" },
    ])
    expect(realTime && contractTiers(realTime)).toEqual([
      { betAmount: 10000, rate: 0.01, winRate: 0.005, rateType: "P" },
    ])
  })

  it("keeps a re-offer's tiers apart from those of the contract still in force", () => {
    const reOffer = Schema.decodeUnknownSync(Consolidated)({
      divtypereq: {
        RNG: [
          { status: "E", contractRate: 0.4, activeMember: 2 },
          { status: "E", contractRate: 0.5, activeMember: 4 },
          { status: "V", contractRate: 0.2, activeMember: 1 },
        ],
      },
    })
    const [r] = contractRequests(reOffer)
    expect(r && contractTiers(r).map((t) => t.rate)).toEqual([0.4, 0.5])
    expect(r && contractTiers(r, "V").map((t) => t.rate)).toEqual([0.2])
  })

  it("falls back to the older per-product dividend map", () => {
    const older = Schema.decodeUnknownSync(Consolidated)({ divtypereq: { RNG: [{ status: "V", contractRate: 0.2 }] } })
    expect(contractRequests(older).map((r) => [r.kind, r.ref, r.status])).toEqual([["dividend", "RNG", "V"]])
  })

  it("reads the flag maps: an agent entry with status A or V turns a contract on", () => {
    expect(contractFlags(c)).toEqual({
      enableCt: true,
      salary: true,
      dailySalary: false,
      hourSalary: false,
      realTimeSalary: false,
    })
    expect(contractFlags(Schema.decodeUnknownSync(Consolidated)({}))).toEqual(noContracts)
    expect(infoEnabled({ LIVE: { agent: [{ status: "R" }] } })).toBe(false)
    expect(infoEnabled("Y")).toBe(true)
    expect(infoEnabled([{ status: "V" }])).toBe(true)
  })

  it("allows accept or reject on a pending or re-offered request, terminate on one in force", () => {
    expect(allowedDecisions("P")).toEqual(["A", "R"])
    expect(allowedDecisions("E")).toEqual(["A", "R"])
    expect(allowedDecisions("V")).toEqual(["C"])
    expect(allowedDecisions("X")).toEqual([])
  })

  it("asks for agreement before accepting a rate lower than a downline's", () => {
    const [, , hourly] = contractRequests(c)
    expect(hourly !== undefined && needsDownlineConfirmation(hourly, "A")).toBe(true)
    expect(hourly !== undefined && needsDownlineConfirmation(hourly, "R")).toBe(false)
  })
})
