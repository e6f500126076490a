/**
 * The member centre's platform messages (spec section 2 `messageV2`): a page of the inbox with the unread count, and
 * marking the messages the member opens as read (core sends only those still unread; the count drops on the answer).
 */

import * as LoadInbox from "../../core/workflows/loadInbox.ts"
import * as MarkMessagesRead from "../../core/workflows/markMessagesRead.ts"
import { run } from "../app/runtime.ts"

/** Messages per page. */
export const inboxPageSize = 10

/** Loads a page of the inbox. */
export const loadInboxPage = async (page = 1): Promise<void> => {
  await run(LoadInbox.loadInbox({ page, size: inboxPageSize }))
}

/** Marks opened messages read. */
export const markRead = async (ids: ReadonlyArray<string>): Promise<void> => {
  await run(MarkMessagesRead.markMessagesRead(ids))
}
