import { describe, expect, it } from "vitest"
import { pageFromSearch, searchWithPage, withSearch } from "./memberCentreUrl.ts"

describe("the member centre's page in the address", () => {
  it("reads a page of the centre, and nothing else", () => {
    expect(pageFromSearch("mc=withdraw")).toBe("withdraw")
    expect(pageFromSearch("?page=2&mc=depositv2")).toBe("depositv2")
    expect(pageFromSearch("mc=nothing")).toBeUndefined()
    expect(pageFromSearch("")).toBeUndefined()
  })
  it("sets and drops the page, keeping the other parameters", () => {
    expect(searchWithPage("page=2", "wallet")).toBe("page=2&mc=wallet")
    expect(searchWithPage("mc=wallet&page=2", "withdraw")).toBe("mc=withdraw&page=2")
    expect(searchWithPage("page=2&mc=wallet", undefined)).toBe("page=2")
    expect(withSearch("/rng", "")).toBe("/rng")
    expect(withSearch("/rng", "page=2")).toBe("/rng?page=2")
  })
})
