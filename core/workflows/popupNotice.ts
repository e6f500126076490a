/**
 * The home page's popup notice (spec section 3 "Announcement types ... PU", "Announcement content: ... popup"; wire
 * notes section 5: `popup[]` with `execution` A always, F first login, B before login): which popups are due now, and
 * recording that one was shown. A popup shows once per browser session: the keys of those shown are kept in the
 * session's cached notice (`notice`, spec section 4 "Caching"), so neither a return to the home page, a reload, a
 * login nor a sign-out shows it again (the sign-out clears session storage, spec section 4, but keeps this record),
 * while a new session, or a popup not shown yet (a new announcement set), does. Popups show one at a time, in the
 * order sent.
 */
import * as Effect from "effect/Effect"
import { type Popup, popupsToShow } from "../model/Announcements.ts"
import * as EventLog from "../store/EventLog.ts"
import { NoticeCache } from "./loadAnnouncements.ts"
import { readCache, writeCache } from "./sessionCache.ts"

/** What identifies a popup across loads: its id, else its title, else its content. */
export const popupKey = (p: Popup): string =>
  p.id != null ? `id:${p.id}` : p.title != null ? `title:${p.title}` : `content:${p.content ?? ""}`

/** The popups due now (execution and login as the wire notes say), minus those already shown this session. */
export const duePopups = Effect.gen(function* () {
  const s = yield* EventLog.state
  const cached = yield* readCache("notice", NoticeCache)
  const shown = new Set(cached?.shownPopups ?? [])
  return popupsToShow(s.content.popups, {
    loggedIn: s.session.loggedIn,
    firstLogin: s.session.firstTimeLogin,
  }).filter((p) => !shown.has(popupKey(p)))
})

/** Records that a popup was shown (closing it counts), so it does not show again this session. */
export const markPopupShown = (popup: Popup) =>
  Effect.gen(function* () {
    const cached = yield* readCache("notice", NoticeCache)
    // Without a cached notice there is no session record to keep: the answer itself was not kept either.
    if (cached === undefined) return false
    const key = popupKey(popup)
    const shown = cached.shownPopups ?? []
    if (shown.includes(key)) return true
    yield* writeCache("notice", NoticeCache, { ...cached, shownPopups: [...shown, key] })
    return true
  })

/** The keys of the popups shown this session (read before a sign-out clears session storage). */
export const shownPopups = Effect.map(readCache("notice", NoticeCache), (cached) => cached?.shownPopups ?? [])

/**
 * Writes back the record of the popups shown, without the answer it was kept with: the member's announcements do
 * not outlive the sign-out (no request has empty types, so the next load asks again and keeps the record).
 */
export const keepShownPopups = (shown: ReadonlyArray<string>) =>
  shown.length === 0
    ? Effect.void
    : writeCache("notice", NoticeCache, { types: "", loggedIn: false, value: {}, shownPopups: [...shown] })
