/**
 * Marks platform messages read when the member opens them (spec section 2 `messageV2`): only those still unread are
 * sent; the unread count drops when the platform answers.
 */
import * as Effect from "effect/Effect"
import { points } from "../contract/api/points.ts"
import { isUnread } from "../model/Message.ts"
import { emit, state } from "../store/EventLog.ts"
import { call } from "./call.ts"

/** Marks the unread ones among `ids`; the ids sent (none when all were read). */
export const markMessagesRead = (ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const list = (yield* state).messages.list
    const unread = ids.filter((id) => list.some((m) => m.id === id && isUnread(m)))
    if (unread.length === 0) return unread
    yield* emit({ _tag: "MessagesReadRequested", ids: unread })
    yield* call(points.markMessagesRead, { ids: unread })
    return unread
  })
