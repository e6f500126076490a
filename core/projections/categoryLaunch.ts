/**
 * Whether a header category launches its vendor rather than opening its page (spec section 4: "A category with
 * exactly one vendor (not ESPORTS) launches directly, otherwise its category page opens"), so the header's category
 * link can stay a plain link to its page in every other case and need not wait for the launch workflow.
 */
import type { GameCategory } from "../model/GameCategory.ts"
import type { CatalogueState } from "../state/slices/catalogue.ts"

/** The category has exactly one vendor and is not ESPORTS: picking it launches that vendor. */
export const launchesDirectly = (catalogue: CatalogueState, category: GameCategory): boolean =>
  category !== "ESPORTS" && (catalogue.vendors[category] ?? []).length === 1
