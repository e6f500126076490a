/**
 * Which component renders each page of the agent centre (spec section 2), each a lazy chunk discovered by name in
 * `pages/<page>.tsx` (agentTeamOverview, personalHistoryCopy, agentRevenueReport...), default-exporting a component
 * without props. A page with no component yet has none here; the centre says it is coming soon.
 */
import type { ComponentType } from "react"
import type { AgentCentrePage } from "../../core/model/AgentCentrePage.ts"
import { lazyPages } from "../app/lazyPages.ts"

/** The lazy component of a page, made once; undefined when the page is not built. */
export const agentPageComponentOf = lazyPages<AgentCentrePage>(
  import.meta.glob<{ default: ComponentType }>(["./pages/*.tsx", "!./pages/*.test.tsx"]),
)
