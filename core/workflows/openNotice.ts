/**
 * Opening the notice modal on one notice (spec section 2 "Notice modal: title notification; list in pages of 9;
 * selected notice's HTML shown"): the home page's notice strip opens the modal on the page holding the chosen notice,
 * with that notice selected. Intents only; the modal loads the list itself when it is not there yet.
 */
import * as Effect from "effect/Effect"
import { noticesPerPage } from "../model/Notice.ts"
import * as EventLog from "../store/EventLog.ts"

/** The page (from 1) of the notice modal that holds the notice at `index` (from 0). */
export const noticePageOf = (index: number): number => Math.floor(Math.max(0, index) / noticesPerPage) + 1

/** Opens the notice modal on the notice at `index` of the list, or on the first page when there is no such one. */
export const openNotice = (index?: number) =>
  Effect.gen(function* () {
    const { notices } = (yield* EventLog.state).content
    if (index !== undefined && Number.isInteger(index) && index >= 0 && index < notices.length) {
      yield* EventLog.emit({ _tag: "NoticePageChanged", page: noticePageOf(index) })
      yield* EventLog.emit({ _tag: "NoticeSelected", index })
    } else if (notices.length > 0) {
      yield* EventLog.emit({ _tag: "NoticePageChanged", page: 1 })
      yield* EventLog.emit({ _tag: "NoticeSelected", index: 0 })
    }
    yield* EventLog.emit({ _tag: "ModalOpened", modal: "notice" })
  })
