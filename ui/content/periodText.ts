/**
 * A promotion's period as the cards show it: the day of each end (the brand's `DD/MM/YYYY`), from the platform's text or, for
 * builds that send epoch milliseconds, in the brand's zone (GMT+8, spec section 2). Empty when neither end is known.
 */
import { noticeTime } from "../accounts/noticeTime.ts"

const day = (t: string | number | null | undefined): string => noticeTime(t).slice(0, 10)

/** `01/01/2026 – 31/03/2026`, one end alone, or "". */
export const periodText = (from: string | number | null | undefined, to: string | number | null | undefined): string =>
  [day(from), day(to)].filter((d) => d !== "").join(" – ")
