/** Loads a page of platform messages (spec section 2 `messageV2`; wire notes 6b `CSP_getInbox`) and the unread count. */
import * as Effect from "effect/Effect"
import { points } from "../contract/api/points.ts"
import { defaultPageSize } from "../model/Page.ts"
import { emit } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { requireRealMember } from "./guard.ts"

/** The inbox page asked for. */
export const loadInbox = (query: { readonly page?: number; readonly size?: number } = {}) =>
  Effect.gen(function* () {
    yield* requireRealMember("messages")
    const page = Math.max(1, Math.trunc(query.page ?? 1))
    const size = Math.max(1, Math.trunc(query.size ?? defaultPageSize))
    yield* emit({ _tag: "InboxQueried", page, size })
    return yield* call(points.inbox, { page, size })
  })
