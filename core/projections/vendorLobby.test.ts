import { describe, expect, it } from "vitest"
import { initialCatalogue, vendorsByCategory } from "../state/slices/catalogue.ts"
import { esportsLobby, lobbyHotGames, vendorLobby } from "./vendorLobby.ts"

const lanes = [
  { title: "LOTT", cards: [{ vassalage: "TCG" }] },
  { title: "ELOTT", cards: [{ vassalage: "TCG_LOTTO_VN" }, { vassalage: "TCG_SEA" }] },
  { title: "LIVE", cards: [{ vassalage: "AG" }, { vassalage: "DG" }] },
  { title: "ESPORTS", cards: [{ vassalage: "XX" }, { vassalage: "TF" }, { vassalage: "AV" }] },
]
const catalogue = {
  ...initialCatalogue,
  lanes,
  vendors: vendorsByCategory(lanes),
  hot: [
    { nodeId: "1", vassalage: "AG" },
    { nodeId: "2", vassalage: "PT" },
    { nodeId: "3", vassalage: null },
  ],
}

describe("vendorLobby", () => {
  it("joins ELOTT and LOTT on /elott, each card with its category", () => {
    expect(vendorLobby(catalogue, "/elott").map((v) => `${v.category}:${v.card.vassalage}`)).toEqual([
      "ELOTT:TCG_LOTTO_VN",
      "ELOTT:TCG_SEA",
      "LOTT:TCG",
    ])
  })
  it("lists one category's vendors on its page and none on an unknown page", () => {
    expect(vendorLobby(catalogue, "/live").map((v) => v.card.vassalage)).toEqual(["AG", "DG"])
    expect(vendorLobby(catalogue, "/sports")).toEqual([])
    expect(vendorLobby(catalogue, "/nowhere")).toEqual([])
  })
  it("puts the esports codes of spec section 3 first", () => {
    expect(esportsLobby(catalogue).map((v) => v.card.vassalage)).toEqual(["TF", "AV", "XX"])
  })
  it("keeps the hot games of the lobby's vendors only", () => {
    expect(lobbyHotGames(catalogue, vendorLobby(catalogue, "/live")).map((g) => g.nodeId)).toEqual(["1"])
  })
})
