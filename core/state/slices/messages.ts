/**
 * Platform messages of the member centre (spec section 2 `messageV2`): the inbox page shown, the page count, the
 * unread count (from the inbox answer, else counted in it; also `CSP_unreadCount`'s answer, which the header reads),
 * and the messages being marked read. Member data: cleared when the session ends or the member logs out.
 */
import { type CallError, type CallFailure, callErrorOf } from "../../model/CallError.ts"
import { type InboxMessage, isUnread } from "../../model/Message.ts"
import { rowsOf, totalPagesOf } from "../../model/Page.ts"
import { failedOrReset, type Handlers, resetTo, slice } from "../Slice.ts"

export interface MessagesState {
  readonly list: ReadonlyArray<InboxMessage>
  readonly page: number
  readonly size: number
  readonly totalPages: number
  readonly unread: number
  readonly loaded: boolean
  readonly loading: boolean
  /** Messages whose marking as read is in flight. */
  readonly marking: ReadonlyArray<string>
  readonly error: CallError | undefined
}

const failed = (s: MessagesState, e: CallFailure): MessagesState => {
  switch (e.endpoint) {
    case "inbox":
      return { ...s, loading: false, error: callErrorOf(e) }
    case "markMessagesRead":
      return s.marking.length === 0 ? s : { ...s, marking: [] }
    default:
      return s
  }
}

export const initialMessages: MessagesState = {
  list: [],
  page: 1,
  size: 10,
  totalPages: 0,
  unread: 0,
  loaded: false,
  loading: false,
  marking: [],
  error: undefined,
}

const handlers: Handlers<MessagesState> = {
  InboxQueried: (s, e) => ({ ...s, page: e.page, size: e.size, loading: true, error: undefined }),
  InboxLoaded: (s, e) => {
    const list = rowsOf(e.value)
    return {
      ...s,
      list,
      totalPages: totalPagesOf(e.value),
      unread: e.value.unreadCount ?? list.filter(isUnread).length,
      loaded: true,
      loading: false,
      error: undefined,
    }
  },
  UnreadCountLoaded: (s, e) => {
    if (s.unread === e.value) return s
    // Written out rather than spread (Slice.ts, `Mutable`): the unread count is polled all session.
    return {
      list: s.list,
      page: s.page,
      size: s.size,
      totalPages: s.totalPages,
      unread: e.value,
      loaded: s.loaded,
      loading: s.loading,
      marking: s.marking,
      error: s.error,
    }
  },
  MessagesReadRequested: (s, e) => ({ ...s, marking: e.ids }),
  MessagesMarkedRead: (s) => {
    if (s.marking.length === 0) return s
    const marking = new Set(s.marking)
    const newlyRead = s.list.filter((m) => marking.has(m.id) && isUnread(m)).length
    return {
      ...s,
      list: s.list.map((m) => (marking.has(m.id) ? { ...m, isRead: true } : m)),
      unread: Math.max(0, s.unread - newlyRead),
      marking: [],
    }
  },
  ...failedOrReset(failed, resetTo(initialMessages)),
}

export const messages = slice<MessagesState>(initialMessages, handlers)
