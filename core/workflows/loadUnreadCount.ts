/** Loads the member's unread message count (`CSP_unreadCount`, token; spec section 7); 0 for a visitor. */
import * as Effect from "effect/Effect"
import { content } from "../contract/api/content.ts"
import { isLoggedIn } from "../permissions/roles.ts"
import * as EventLog from "../store/EventLog.ts"
import { call } from "./call.ts"

/** Loads the count; hands it back. */
export const loadUnreadCount = Effect.gen(function* () {
  if (!isLoggedIn(yield* EventLog.state)) return 0
  return yield* call(content.unreadCount, {})
})
