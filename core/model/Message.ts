/**
 * Platform messages of the member centre (spec section 2 `messageV2` "platform information"; wire notes 6b
 * `CSP_getInbox`): the inbox by page, each message read or unread, and marking messages read. Field names are our
 * choice where the wire notes are silent.
 */
import * as Schema from "effect/Schema"
import { Flag } from "./Flag.ts"
import { Id } from "./Id.ts"
import { Num, Text, Time } from "./Optional.ts"
import { Page, PageRequest } from "./Page.ts"

/** A message. `content` is server HTML: the UI sanitises it. */
export const InboxMessage = Schema.Struct({
  id: Id,
  title: Schema.String,
  content: Text,
  type: Text,
  createTime: Time,
  isRead: Schema.optional(Schema.NullOr(Flag)),
})
export type InboxMessage = typeof InboxMessage.Type

/** Query of the inbox. */
export const InboxRequest = Schema.Struct({ ...PageRequest })
export type InboxRequest = typeof InboxRequest.Type

/** `value` of the inbox: a page, and the unread count over all pages when the platform sends it. */
export const Inbox = Schema.Struct({
  ...Page(InboxMessage).fields,
  unreadCount: Num,
})
export type Inbox = typeof Inbox.Type

/** Body of marking messages read. */
export const MarkReadRequest = Schema.Struct({ ids: Schema.Array(Id) })
export type MarkReadRequest = typeof MarkReadRequest.Type

/** True for an unread message (a missing flag counts as unread). */
export const isUnread = (m: InboxMessage): boolean => m.isRead !== true
