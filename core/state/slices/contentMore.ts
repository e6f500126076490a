/**
 * The content slice's handlers beyond the first view: the notice modal's page and selection, the mirror sites listed
 * and their measured speed (spec section 3, 0 while untested, fastest first), the help centre's topics, the unread
 * messages' count and the feedback form. Apart from content.ts's so the first view does not carry them
 * (core/state/laterSlices.ts); State.ts joins both into the content slice.
 */
import { rankDomains, untested } from "../../model/DomainSpeed.ts"
import { slice } from "../Slice.ts"
import { keepIfEqual } from "../sameJson.ts"
import { type ContentState, initialContent, noticePages } from "./content.ts"

export const contentMore = slice<ContentState>(initialContent, {
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
  UnreadCountLoaded: (s, e) => (e.value === s.unread ? s : { ...s, unread: e.value }),
  FeedbackSubmitted: (s) => (s.feedback === "sending" ? s : { ...s, feedback: "sending" }),
  FeedbackSent: (s) => (s.feedback === "sent" ? s : { ...s, feedback: "sent" }),
})
