/**
 * A notice's time as the modal and the cards show it: the platform sends `yyyy-MM-dd hh:mm:ss` (spec section 3) or,
 * in some builds, epoch milliseconds; both are shown in the brand's one format (core/model/BrandDate.ts), so a notice
 * reads its date as every other page does.
 */
import { brandTimeText } from "../../core/model/BrandDate.ts"

/** The time to show; "" when there is none. */
export const noticeTime = (t: string | number | null | undefined): string =>
  brandTimeText(typeof t === "string" ? t.trim() : t)
