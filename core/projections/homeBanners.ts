/**
 * The home page's banners (spec section 3 "Announcement content: banners"; wire notes section 5: `banners[]` with
 * `groupName` (w_login, w_forget, w_promotion...), `url`, `linkage`, `linkageType` URL|P|G, `vendor`, `nodeId`,
 * `roomId`): which banners the home carousel shows, and where a click on one leads.
 *
 * OUR CHOICE: the home shows every banner with an image that is not in another screen's group (the login modal's,
 * the password recovery's, the promotions page's); a URL linkage starting with `/` is a route of the portal, any
 * other an address opened in a new window (only http and https); P opens the promotions; G launches the game.
 */
import type { Banner } from "../model/Announcements.ts"

/** Banner groups that belong to other screens. */
export const otherScreenGroups: ReadonlyArray<string> = ["w_login", "w_forget", "w_promotion"]

/** The banners of the home carousel, in the order sent. */
export const homeBanners = (banners: ReadonlyArray<Banner>): ReadonlyArray<Banner> =>
  banners.filter((b) => (b.url ?? "") !== "" && !otherScreenGroups.includes(b.groupName ?? ""))

/** Where a click on a banner leads. */
export type BannerTarget =
  | { readonly _tag: "None" }
  | { readonly _tag: "Route"; readonly path: string }
  | { readonly _tag: "External"; readonly url: string }
  | { readonly _tag: "Game"; readonly vendor: string; readonly gameId: string; readonly nodeId: string }

const none: BannerTarget = { _tag: "None" }

/** The target of a banner's linkage. */
export const bannerTarget = (b: Banner): BannerTarget => {
  const linkage = (b.linkage ?? "").trim()
  switch ((b.linkageType ?? "").toUpperCase()) {
    case "URL":
      if (linkage.startsWith("/") && !linkage.startsWith("//")) return { _tag: "Route", path: linkage }
      return /^https?:\/\//i.test(linkage) ? { _tag: "External", url: linkage } : none
    case "P":
      return { _tag: "Route", path: "/promotions" }
    case "G": {
      const vendor = (b.vendor ?? "").trim()
      const nodeId = b.nodeId ?? linkage
      if (vendor === "" || nodeId === "") return none
      return { _tag: "Game", vendor, gameId: linkage === "" ? nodeId : linkage, nodeId }
    }
    default:
      return none
  }
}
