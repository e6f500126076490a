import { describe, expect, it } from "vitest"
import { rankDomains } from "./DomainSpeed.ts"

describe("rankDomains", () => {
  it("puts measured domains fastest first and untested ones after, in the order listed", () => {
    expect(
      rankDomains([
        { domainName: "a", speed: 0 },
        { domainName: "b", speed: 300 },
        { domainName: "c", speed: 0 },
        { domainName: "d", speed: 40 },
      ]).map((d) => d.domainName),
    ).toEqual(["d", "b", "a", "c"])
  })
})
