/**
 * The portal's content (spec sections 1, 2 and 9): announcements (banners, player notices, popups, promotion
 * announcements), the notice modal (pages of 9, a selected notice), the winner board (top 10), the mirror-site
 * speed test, the help centre and the feedback form's progress. The unread message count is the messages slice's.
 *
 * An announcements answer replaces the lists of the types that were asked for (`AnnouncementsRequested`); without
 * that intent (a replayed recording) it replaces the lists it carries and keeps the others, so a call for popups
 * only never wipes the banners.
 */
import type { EndpointName } from "../../contract/Api.ts"
import type {
  Announcements,
  AnnouncementType,
  Banner,
  Popup,
  PromotionAnnouncement,
} from "../../model/Announcements.ts"
import { type DomainSpeed, rankDomains, untested } from "../../model/DomainSpeed.ts"
import type { HelpTopic } from "../../model/HelpCentre.ts"
import { type Notice, noticesPerPage } from "../../model/Notice.ts"
import { pageCount, pageOf } from "../../model/Pagination.ts"
import { topWins, type WinRecord } from "../../model/WinnerBoard.ts"
import { slice } from "../Slice.ts"
import { keepIfEqual } from "../sameJson.ts"

/** Where the feedback form stands. */
export type FeedbackStatus = "idle" | "sending" | "sent" | "failed"

export interface ContentState {
  readonly banners: ReadonlyArray<Banner>
  /** Player notices: the marquee and the notice modal. */
  readonly notices: ReadonlyArray<Notice>
  readonly popups: ReadonlyArray<Popup>
  readonly promotions: ReadonlyArray<PromotionAnnouncement>
  /** The types of the announcements call in flight, if announced. */
  readonly pendingTypes: ReadonlyArray<AnnouncementType> | undefined
  /** The notice modal's page, from 1. */
  readonly noticePage: number
  /** The selected notice's position in `notices`; the first one when none was picked. */
  readonly selectedNotice: number | undefined
  /** The top 10 wins, largest first. */
  readonly winners: ReadonlyArray<WinRecord>
  /** The slot jackpot's pool in minor units, once answered. */
  readonly jackpot: number | undefined
  /** Mirror domains, fastest first, untested (0) last. */
  readonly domains: ReadonlyArray<DomainSpeed>
  readonly help: ReadonlyArray<HelpTopic>
  readonly feedback: FeedbackStatus
}

export const initialContent: ContentState = {
  banners: [],
  notices: [],
  popups: [],
  promotions: [],
  pendingTypes: undefined,
  noticePage: 1,
  selectedNotice: undefined,
  winners: [],
  jackpot: undefined,
  domains: [],
  help: [],
  feedback: "idle",
}

type Lists = Pick<ContentState, "banners" | "notices" | "popups" | "promotions">

/** Which list each announcement type fills (H, the home set, has no list of its own). */
const listOfType: Readonly<Partial<Record<AnnouncementType, keyof Lists>>> = {
  B: "banners",
  PL: "notices",
  PU: "popups",
  PR: "promotions",
}

const field: Readonly<Record<keyof Lists, keyof Announcements>> = {
  banners: "banners",
  notices: "player",
  popups: "popup",
  promotions: "promotion",
}

/** The lists after an answer: those asked for are replaced (empty when left out); the rest only if sent. */
export const mergeAnnouncements = (
  s: ContentState,
  value: Announcements,
  asked: ReadonlyArray<AnnouncementType> | undefined,
): Lists => {
  const askedLists = asked === undefined ? undefined : new Set(asked.map((t) => listOfType[t]))
  const pick = <K extends keyof Lists>(key: K): Lists[K] => {
    const sent = value[field[key]] as Lists[K] | null | undefined
    if (askedLists === undefined) return sent === undefined ? s[key] : keepIfEqual(s[key], sent ?? ([] as Lists[K]))
    return askedLists.has(key) ? keepIfEqual(s[key], sent ?? ([] as Lists[K])) : s[key]
  }
  return { banners: pick("banners"), notices: pick("notices"), popups: pick("popups"), promotions: pick("promotions") }
}

export const noticePages = (s: Pick<ContentState, "notices">): number => pageCount(s.notices.length, noticesPerPage)

/** A call of this area failed: the feedback form shows it; a pending announcements request is dropped. */
const failed = (s: ContentState, endpoint: EndpointName): ContentState =>
  endpoint === "feedback" && s.feedback === "sending"
    ? { ...s, feedback: "failed" }
    : endpoint === "announcements" && s.pendingTypes !== undefined
      ? { ...s, pendingTypes: undefined }
      : s

/**
 * The content slice: the announcements and the winner board, the notice modal's paging, the mirror sites and their
 * measured speed (spec section 3: 0 while untested, fastest first), the help centre, the feedback form and a failed
 * call of the area.
 */
export const content = slice<ContentState>(initialContent, {
  AnnouncementsRequested: (s, e) => {
    const pendingTypes = keepIfEqual(s.pendingTypes, e.types)
    return pendingTypes === s.pendingTypes ? s : { ...s, pendingTypes }
  },
  AnnouncementsLoaded: (s, e) => {
    const lists = mergeAnnouncements(s, e.value, s.pendingTypes)
    const noticesChanged = lists.notices !== s.notices
    if (
      lists.banners === s.banners &&
      !noticesChanged &&
      lists.popups === s.popups &&
      lists.promotions === s.promotions &&
      s.pendingTypes === undefined
    )
      return s
    return {
      ...s,
      ...lists,
      pendingTypes: undefined,
      noticePage: noticesChanged ? 1 : s.noticePage,
      selectedNotice: noticesChanged ? undefined : s.selectedNotice,
    }
  },
  WinnerBoardLoaded: (s, e) => {
    const winners = keepIfEqual(s.winners, topWins(e.value))
    return winners === s.winners ? s : { ...s, winners }
  },
  JackpotLoaded: (s, e) => (e.value.amount === s.jackpot ? s : { ...s, jackpot: e.value.amount }),
  CallFailed: (s, e) => failed(s, e.endpoint),
  NetworkFailed: (s, e) => failed(s, e.endpoint),
  ApiResponseRejected: (s, e) => failed(s, e.endpoint),
  SessionEnded: (s, e) => failed(s, e.endpoint),
  NoticePageChanged: (s, e) => {
    const page = Math.min(Math.max(1, e.page), noticePages(s))
    return page === s.noticePage ? s : { ...s, noticePage: page }
  },
  NoticeSelected: (s, e) =>
    e.index < 0 || e.index >= s.notices.length || e.index === s.selectedNotice ? s : { ...s, selectedNotice: e.index },
  DomainRoutesLoaded: (s, e) => {
    const known = new Map(s.domains.map((d) => [d.domainName, d.speed]))
    const listed = (e.value.domainList ?? []).map((d) => ({
      domainName: d.domainName,
      speed: known.get(d.domainName) ?? untested,
    }))
    const domains = keepIfEqual(s.domains, rankDomains(listed))
    return domains === s.domains ? s : { ...s, domains }
  },
  DomainSpeedMeasured: (s, e) => {
    // A measured latency is at least 1 ms, so 0 keeps meaning "untested"; a negative one is no measurement.
    if (!(e.ms >= 0) || !s.domains.some((d) => d.domainName === e.domain)) return s
    const speed = Math.max(1, Math.round(e.ms))
    const domains = keepIfEqual(
      s.domains,
      rankDomains(s.domains.map((d) => (d.domainName === e.domain ? { ...d, speed } : d))),
    )
    return domains === s.domains ? s : { ...s, domains }
  },
  HelpCentreLoaded: (s, e) => {
    const help = keepIfEqual(s.help, e.value)
    return help === s.help ? s : { ...s, help }
  },
  FeedbackSubmitted: (s) => (s.feedback === "sending" ? s : { ...s, feedback: "sending" }),
  FeedbackSent: (s) => (s.feedback === "sent" ? s : { ...s, feedback: "sent" }),
})

/** The notices of the modal's current page. */
export const noticesOnPage = (s: ContentState): ReadonlyArray<Notice> => pageOf(s.notices, s.noticePage, noticesPerPage)

/** The number of notice pages (at least 1). */
export const noticePageCount = (s: ContentState): number => noticePages(s)

/** The notice shown in the modal: the selected one, else the first. */
export const selectedNotice = (s: ContentState): Notice | undefined => s.notices[s.selectedNotice ?? 0]
