/** The unread count of the header's message-centre link (spec section 7 `CSP_unreadCount`). */
import { run } from "../app/runtime.ts"

/** Loads the unread count (quietly: a failure leaves the last count). */
export const loadUnreadCount = async (): Promise<void> => {
  const m = await import("../../core/workflows/loadUnreadCount.ts")
  await run(m.loadUnreadCount)
}
