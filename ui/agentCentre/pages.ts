/**
 * Which component renders each page of the agent centre (spec section 2), each a lazy chunk discovered by name in
 * `pages/<page>.tsx` (agentTeamOverview, personalHistoryCopy, agentRevenueReport...), default-exporting a component
 * without props. A page with no component yet has none here; the centre says it is coming soon.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from "react"
import type { AgentCentrePage } from "../../core/model/AgentCentrePage.ts"

type Loader = () => Promise<{ readonly default: ComponentType }>

const files: Record<string, Loader> = import.meta.glob<{ default: ComponentType }>([
  "./pages/*.tsx",
  "!./pages/*.test.tsx",
])

const components = new Map<AgentCentrePage, LazyExoticComponent<ComponentType>>()

/** The lazy component of a page, made once; undefined when the page is not built. */
export const agentPageComponentOf = (page: AgentCentrePage): LazyExoticComponent<ComponentType> | undefined => {
  const load = files[`./pages/${page}.tsx`]
  if (load === undefined) return undefined
  let c = components.get(page)
  if (c === undefined) {
    c = lazy(load)
    components.set(page, c)
  }
  return c
}
