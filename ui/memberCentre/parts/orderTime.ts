/** The time of an order as shown (spec section 2: the brand's format and zone, GMT+8). */

import { brandTimeText } from "../../../core/model/BrandDate.ts"
import type { WireTime } from "../../../core/model/WireTime.ts"

/** In the brand's one format, DD/MM/YYYY HH:mm:ss (platform text rewritten, epoch ms in GMT+8); "—" for none. */
export const orderTime = (t: WireTime | null | undefined): string => (t == null ? "—" : brandTimeText(t))
