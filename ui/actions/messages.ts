/** The unread count of the header's message-centre link (spec section 7 `CSP_unreadCount`). */
import { type Needs, run } from "../app/runtime.ts"

/** Loads the unread count (quietly: a failure leaves the last count); the start needs only the first slices. */
export const loadUnreadCount = async (needs: Needs = "allSlices"): Promise<void> => {
  const m = await import("../../core/workflows/loadUnreadCount.ts")
  await run(m.loadUnreadCount, needs)
}
