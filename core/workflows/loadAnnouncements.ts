/**
 * Loads the announcements (`MCSFE_getListAnnouncements`; spec section 3 "Announcement types B, PL, PU, PR, H
 * (default execution B)", section 7 "types, platform 'W', execution"): banners, player notices, popups and promotion
 * announcements. The types asked for are recorded first (`AnnouncementsRequested`) so the answer replaces exactly
 * those lists. Spec section 4 caches the notice in session storage: the answer is kept under `notice` with the
 * types, whether a member asked and the language, and reused for the same types, login and language while the
 * session lasts. The same entry
 * records which popups were already shown (`shownPopups`, see popupNotice.ts), kept when the answer is replaced.
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { content } from "../contract/api/content.ts"
import { answered } from "../contract/Endpoint.ts"
import { Announcements, type AnnouncementType, announcementsRequest, type Execution } from "../model/Announcements.ts"
import { isLoggedIn } from "../permissions/roles.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import * as EventLog from "../store/EventLog.ts"
import { call } from "./call.ts"
import { readCache, writeCache } from "./sessionCache.ts"

/** The types the home page asks for. */
export const homeTypes: ReadonlyArray<AnnouncementType> = ["B", "PL", "PU", "PR"]

/** What is kept under `notice`: the answer and what it was asked with. */
export const NoticeCache = Schema.Struct({
  types: Schema.String,
  loggedIn: Schema.Boolean,
  /** The interface language the answer is in (the call's `Language` header): another language asks again. */
  language: Schema.optional(Schema.String),
  value: Announcements,
  /** Keys of the popups already shown in this session (popupNotice.ts). */
  shownPopups: Schema.optional(Schema.Array(Schema.String)),
})

/** What the announcements are asked with. */
export interface AnnouncementsQuery {
  readonly types?: ReadonlyArray<AnnouncementType>
  readonly execution?: Execution
  /** Skip the session cache. */
  readonly refresh?: boolean
}

/** Loads the announcements; hands back the answer. */
export const loadAnnouncements = (query: AnnouncementsQuery = {}) =>
  Effect.gen(function* () {
    const types = query.types ?? homeTypes
    const request = announcementsRequest(types, query.execution)
    const now = yield* EventLog.state
    const loggedIn = isLoggedIn(now)
    const language = now.language.current
    yield* EventLog.emit({ _tag: "AnnouncementsRequested", types: [...types] })
    if (query.refresh === true) yield* SessionStore.use((s) => s.remove("notice"))
    const cached = yield* readCache("notice", NoticeCache)
    if (
      cached !== undefined &&
      cached.types === request.types &&
      cached.loggedIn === loggedIn &&
      cached.language === language
    ) {
      yield* EventLog.emit(answered(content.announcements, cached.value))
      return cached.value
    }
    const value = yield* call(content.announcements, request)
    const shown = cached?.shownPopups
    yield* writeCache("notice", NoticeCache, {
      types: request.types,
      loggedIn,
      language,
      value,
      ...(shown === undefined ? {} : { shownPopups: shown }),
    })
    return value
  })
