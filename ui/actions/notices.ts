/**
 * The notice modal (spec sections 2 and 9: title "notification", pages of 9, the selected notice's HTML): loading
 * the player notices (the home page's announcements, reused from the session cache when already loaded, spec
 * section 4 "Caching"), moving between pages and picking a notice, as intents to core's content slice; and opening
 * the modal on one notice (the home page's notice strip, core's `openNotice`).
 */

import * as LoadAnnouncements from "../../core/workflows/loadAnnouncements.ts"
import * as OpenNotice from "../../core/workflows/openNotice.ts"
import { dispatch, run } from "../app/runtime.ts"

/** Loads the announcements the notices are part of; false when it failed (the failure is an event). */
export const loadNotices = async (): Promise<boolean> => {
  return (await run(LoadAnnouncements.loadAnnouncements())) !== undefined
}

/** Shows page `page` (from 1) of the list. */
export const showNoticePage = (page: number): void => dispatch({ _tag: "NoticePageChanged", page })

/** Shows the notice at `index` of the whole list (from 0). */
export const selectNotice = (index: number): void => dispatch({ _tag: "NoticeSelected", index })

/** Opens the notice modal on the notice at `index` of the list (the home page's notice strip), or on the first. */
export const openNoticeAt = async (index?: number): Promise<void> => {
  await run(OpenNotice.openNotice(index))
}
