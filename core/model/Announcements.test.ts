import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Announcements, announcementsRequest, type Popup, popupsToShow } from "./Announcements.ts"

describe("Announcements", () => {
  it("decodes the four lists as the platform sends them (wire notes section 5)", () => {
    const a = Schema.decodeUnknownSync(Announcements)({
      banners: [
        { groupName: "w_login", url: "/b/1.jpg", linkage: "https://promo", linkageType: "URL" },
        { groupName: "w_promotion", url: "/b/2.jpg", linkageType: "G", vendor: "AG", nodeId: 555, roomId: null },
      ],
      player: [{ id: 1, title: "Maintenance", content: "<p>Sunday</p>", timestamp: "2024-05-01 10:00:00" }],
      popup: [{ title: "Welcome", content: "<b>hi</b>", execution: "B", promotionType: null }],
      promotion: null,
    })
    expect(a.banners?.[1]).toMatchObject({ linkageType: "G", vendor: "AG", nodeId: "555" })
    expect(a.player?.[0]).toMatchObject({ id: "1", title: "Maintenance" })
    expect(a.popup?.[0]?.execution).toBe("B")
    expect(a.promotion).toBeNull()
  })
  it("keeps a list the answer leaves out as absent", () => {
    expect(Schema.decodeUnknownSync(Announcements)({ popup: [] })).toEqual({ popup: [] })
  })
  it("asks for types comma separated, platform W, execution B by default", () => {
    expect(announcementsRequest(["B", "PL", "PU", "PR"])).toEqual({
      types: "B,PL,PU,PR",
      platform: "W",
      execution: "B",
    })
    expect(announcementsRequest(["PU"], "A").execution).toBe("A")
  })
  it("shows popups by execution: A always, B before login, F at the first login", () => {
    const popups: ReadonlyArray<Popup> = [
      { title: "a", execution: "A" },
      { title: "b", execution: "B" },
      { title: "f", execution: "F" },
    ]
    const titles = (when: { loggedIn: boolean; firstLogin: boolean }) => popupsToShow(popups, when).map((p) => p.title)
    expect(titles({ loggedIn: false, firstLogin: false })).toEqual(["a", "b"])
    expect(titles({ loggedIn: true, firstLogin: false })).toEqual(["a"])
    expect(titles({ loggedIn: true, firstLogin: true })).toEqual(["a", "f"])
  })
})
