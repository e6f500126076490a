/**
 * Which component renders each page of the member centre (spec section 2), each a lazy chunk discovered by name in
 * `pages/<page>.tsx` (securityCenter, transferFund, wallet, depositv2, withdraw, personalHistoryCopy...), default-
 * exporting a component without props. A page with no component yet has none here; the centre says so.
 */
import type { ComponentType } from "react"
import type { MemberCentrePage } from "../../core/model/MemberCentrePage.ts"
import { lazyPages } from "../app/lazyPages.ts"

/** The lazy component of a page, made once; undefined when the page is not built. */
export const pageComponentOf = lazyPages<MemberCentrePage>(
  import.meta.glob<{ default: ComponentType }>(["./pages/*.tsx", "!./pages/*.test.tsx"]),
)
