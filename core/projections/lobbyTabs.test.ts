import { describe, expect, it } from "vitest"
import { initialCatalogue, vendorsByCategory } from "../state/slices/catalogue.ts"
import { lobbyTabs, selectedLobbyTab } from "./lobbyTabs.ts"

const lanes = [
  { title: "RNG", cards: [{ vassalage: "PT" }, { vassalage: "MG" }] },
  { title: "FISH", cards: [{ vassalage: "CQ9" }] },
]
const catalogue = { ...initialCatalogue, vendorsLoaded: true, lanes, vendors: vendorsByCategory(lanes) }

describe("lobbyTabs", () => {
  it("lists every game, hot games, the category's vendors in order, favourites and recent games", () => {
    expect(lobbyTabs(catalogue, "RNG").map((t) => t.key)).toEqual(["all", "hot", "PT", "MG", "favourites", "recent"])
    expect(lobbyTabs(catalogue, "FISH").map((t) => t.key)).toEqual(["all", "hot", "CQ9", "favourites", "recent"])
    expect(lobbyTabs(catalogue, "PVP").map((t) => t.key)).toEqual(["all", "hot", "favourites", "recent"])
  })
})

describe("selectedLobbyTab", () => {
  const tabs = lobbyTabs(catalogue, "RNG")
  it("shows the tab ?page= names", () => {
    expect(selectedLobbyTab(tabs, "MG", "PT").key).toBe("MG")
    expect(selectedLobbyTab(tabs, "favourites", undefined)._tag).toBe("Favourites")
  })
  it("shows the current vendor when ?page= is absent or unknown (spec section 4: the page opens with the vendor set)", () => {
    expect(selectedLobbyTab(tabs, "", "MG").key).toBe("MG")
    expect(selectedLobbyTab(tabs, "nope", "PT").key).toBe("PT")
  })
  it("shows every game of the lobby otherwise, also for a vendor of another category; hot games by their tab", () => {
    expect(selectedLobbyTab(tabs, "", undefined)._tag).toBe("All")
    expect(selectedLobbyTab(tabs, "", "CQ9")._tag).toBe("All")
    expect(selectedLobbyTab(tabs, "hot", undefined)._tag).toBe("Hot")
  })
})
