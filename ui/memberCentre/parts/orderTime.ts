/** The time of an order as shown (spec section 2: the brand's GMT+8): platform text as sent, epoch ms formatted. */
import type { WireTime } from "../../../core/model/WireTime.ts"
import { clockText } from "../../i18n/format.ts"

/** `yyyy-MM-dd HH:mm:ss` text kept, epoch milliseconds as DD/MM/YYYY HH:mm:ss; "—" for none. */
export const orderTime = (t: WireTime | null | undefined): string =>
  t == null ? "—" : typeof t === "number" ? clockText(t) : t
