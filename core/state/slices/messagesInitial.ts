/**
 * The messages slice's value before any event, apart from its handlers (messages.ts): the first
 * view's store holds it while the handlers load after the first view (core/state/laterSlices.ts
 * for the first view's byte budget).
 */
import type { MessagesState } from "./messages.ts"

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
