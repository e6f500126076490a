/**
 * Announcements (`MCSFE_getListAnnouncements`; spec section 3 "Announcement types B, PL, PU, PR, H (default
 * execution B). Announcement content: banners, player notices, popup, promotion"; wire notes section 5). Requested
 * with the types wanted (comma separated), platform `W` and an execution; the answer has one list per kind.
 */
import * as Schema from "effect/Schema"
import { OptionalId } from "./Id.ts"
import { Notice } from "./Notice.ts"
import { Items, Text } from "./Optional.ts"

/** Kinds of announcement: B banners, PL player notices, PU popups, PR promotions, H (the home set). */
export const announcementTypes = ["B", "PL", "PU", "PR", "H"] as const
export const AnnouncementType = Schema.Literals(announcementTypes)
export type AnnouncementType = typeof AnnouncementType.Type

/** When a popup shows: A always, F at the first login, B before login (the default execution asked for). */
export const Execution = Schema.Literals(["A", "F", "B"])
export type Execution = typeof Execution.Type

/**
 * A banner; `linkageType` says what a click does: URL opens `url`, P a promotion, G a game (`vendor`, `nodeId`).
 * A banner may carry its words (`title`, `subtitle`, `action`, in the language asked) instead of baking them into the
 * image: the portal then sets them in the text zone, which the art leaves empty (`bannerTextZone`).
 */
export const Banner = Schema.Struct({
  groupName: Text,
  url: Text,
  linkage: Text,
  linkageType: Text,
  roomId: OptionalId,
  nodeId: OptionalId,
  vendor: Text,
  title: Text,
  subtitle: Text,
  action: Text,
})
export type Banner = typeof Banner.Type

/**
 * The share of a banner's width, from its left edge, that is the text zone of a banner carrying its words: the art
 * never draws there, and the portal never sets text beyond it.
 */
export const bannerTextZone = 0.5

/** A popup announcement with HTML content. */
export const Popup = Schema.Struct({
  id: OptionalId,
  title: Text,
  content: Text,
  /** A, F or B as sent (see `Execution`). */
  execution: Text,
  promotionType: Text,
})
export type Popup = typeof Popup.Type

/** A promotion announcement; the promotions area reads the details. */
export const PromotionAnnouncement = Schema.Struct({
  id: OptionalId,
  title: Text,
  content: Text,
  url: Text,
  promotionType: Text,
})
export type PromotionAnnouncement = typeof PromotionAnnouncement.Type

/**
 * `value` of the call. A list the answer leaves out stays as it was (a call for popups only must not wipe the
 * banners), so absence is kept rather than read as empty.
 */
export const Announcements = Schema.Struct({
  banners: Items(Banner),
  player: Items(Notice),
  popup: Items(Popup),
  promotion: Items(PromotionAnnouncement),
})
export type Announcements = typeof Announcements.Type

/** The request. */
export const AnnouncementsRequest = Schema.Struct({
  /** The types wanted, comma separated (`B,PL,PU,PR`). */
  types: Schema.String,
  platform: Schema.Literal("W"),
  execution: Schema.optional(Execution),
  groupName: Schema.optional(Schema.String),
})
export type AnnouncementsRequest = typeof AnnouncementsRequest.Type

/** The request for some types, with the default execution B (spec section 3). */
export const announcementsRequest = (
  types: ReadonlyArray<AnnouncementType>,
  execution: Execution = "B",
): AnnouncementsRequest => ({ types: types.join(","), platform: "W", execution })

/** Popups to show: A always; B before login; F at the first login (wire notes section 5). */
export const popupsToShow = (
  popups: ReadonlyArray<Popup>,
  when: { readonly loggedIn: boolean; readonly firstLogin: boolean },
): ReadonlyArray<Popup> =>
  popups.filter((p) => {
    const e = p.execution ?? "A"
    return e === "A" || (e === "B" && !when.loggedIn) || (e === "F" && when.loggedIn && when.firstLogin)
  })
