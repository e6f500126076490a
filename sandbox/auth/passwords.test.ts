import { afterEach, describe, expect, it } from "vitest"
import { fromEnv } from "../config.ts"
import { cheapestCost, hashPassword, productionCost, setPasswordCost, verifyPassword } from "./passwords.ts"

afterEach(() => setPasswordCost(productionCost))

describe("password hashes", () => {
  it("name the cost they were made at, and are checked at it whatever the current cost", async () => {
    setPasswordCost(productionCost)
    const strong = await hashPassword("Player123")
    setPasswordCost(cheapestCost)
    const cheap = await hashPassword("Player123")
    expect(strong.split("$")[1]).toBe(String(productionCost))
    expect(cheap.split("$")[1]).toBe(String(cheapestCost))
    expect(await verifyPassword("Player123", strong)).toBe(true)
    setPasswordCost(productionCost)
    expect(await verifyPassword("Player123", cheap)).toBe(true)
    expect(await verifyPassword("Player124", cheap)).toBe(false)
    expect(await verifyPassword("Player124", strong)).toBe(false)
  })

  it("get a fresh salt each", async () => {
    setPasswordCost(cheapestCost)
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"))
  })
})

describe("ARENA_PASSWORD_COST", () => {
  const cost = (value: string | undefined, mode: string) =>
    fromEnv({ ARENA_MODE: mode, ARENA_DEV_TOKEN: "t", ...(value === undefined ? {} : { ARENA_PASSWORD_COST: value }) })
      .passwordCost

  it("is the production cost unless set", () => {
    expect(cost(undefined, "production")).toBe(productionCost)
    expect(cost(undefined, "development")).toBe(productionCost)
    expect(cost("", "development")).toBe(productionCost)
  })

  it("may be lowered to the cheapest cost in development only", () => {
    expect(cost(String(cheapestCost), "development")).toBe(cheapestCost)
    expect(() => cost(String(cheapestCost), "production")).toThrow(/ARENA_PASSWORD_COST/)
    expect(cost(String(productionCost * 2), "production")).toBe(productionCost * 2)
  })

  it("refuses what is not a power of two within bounds", () => {
    for (const bad of ["1000", "512", "abc", "16384.5", String(2 ** 21), "-1024"])
      expect(() => cost(bad, "development"), bad).toThrow(/ARENA_PASSWORD_COST/)
  })
})
