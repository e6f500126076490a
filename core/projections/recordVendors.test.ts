import { describe, expect, it } from "vitest"
import { initialState } from "../state/State.ts"
import { recordVendors } from "./recordVendors.ts"

describe("recordVendors", () => {
  it("lists each vendor of the catalogue once, named as the header names it", () => {
    const s = {
      catalogue: {
        ...initialState.catalogue,
        vendors: {
          LIVE: [{ vassalage: "AG", displayName: "Asia Gaming" }],
          RNG: [
            { vassalage: "AG", displayName: "AG Slots" },
            { vassalage: "CQ9", displayName: null },
          ],
        },
      },
    }
    expect(recordVendors(s)).toEqual([
      { code: "AG", name: "Asia Gaming" },
      { code: "CQ9", name: "CQ9" },
    ])
  })

  it("is empty before the catalogue loads", () => {
    expect(recordVendors(initialState)).toEqual([])
  })
})
