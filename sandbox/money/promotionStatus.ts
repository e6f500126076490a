/**
 * A promotion's activity status for a member (spec section 4: join, claim, applying, close, rejected, issued,
 * claimed, process, joined, coming soon; wire spelling `COMING_SOON` and the rest upper-case, which core's
 * `activityStatusOf` reads): what the member did (`promotion_members`) when it is past the action, else what the
 * promotion's kind offers within its window — an application or an event to join, a bonus or a raffle to claim, a
 * promotion that runs by itself — coming soon before it, closed after it.
 */
import { ms } from "./rows.ts"

/** The promotion columns the status needs. */
export interface PromotionRow {
  readonly id: unknown
  readonly kind: string
  readonly start_at: unknown
  readonly end_at: unknown
}

const actionable = new Set(["JOIN", "CLAIM"])

/** The status a member sees. */
export const statusFor = (p: PromotionRow, stored: string | null | undefined, now: number): string => {
  if (stored != null && !actionable.has(stored)) return stored
  if (now < ms(p.start_at)!) return "COMING_SOON"
  if (now >= ms(p.end_at)!) return "CLOSE"
  if (stored != null) return stored
  switch (p.kind) {
    case "APPLY":
    case "EVENT":
      return "JOIN"
    case "CLAIM":
    case "RAFFLE":
      return "CLAIM"
    default:
      return "PROCESS"
  }
}
