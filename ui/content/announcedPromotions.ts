/**
 * A visitor's promotions: the promotion announcements (spec section 3 "Announcement content: ... promotion"), which
 * need no session, in the card's shape: no status, their image and type as the banner and category. A member sees
 * the promotion list with statuses instead (it needs a token).
 */
import type { PromotionAnnouncement } from "../../core/model/Announcements.ts"
import type { Promotion } from "../../core/model/Promotion.ts"

/** The announcements as promotions, keyed by their place in the list when they carry no id. */
export const announcedPromotions = (list: ReadonlyArray<PromotionAnnouncement>): ReadonlyArray<Promotion> =>
  list.map((a, i) => ({
    promotionId: `notice-${i}`,
    title: a.title ?? "",
    content: a.content ?? null,
    imageUrl: a.url ?? null,
    category: a.promotionType ?? null,
  }))
