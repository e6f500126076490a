/**
 * The vendors a record list can be filtered by (spec section 2: "filters by ... vendor"): every vendor of the
 * catalogue once, by code, with the name the header shows, in the catalogue's order.
 */
import type { State } from "../state/State.ts"

/** A vendor choice: its code and its display name. */
export interface VendorChoice {
  readonly code: string
  readonly name: string
}

/** The vendors of the catalogue, each once. */
export const recordVendors = (s: Pick<State, "catalogue">): ReadonlyArray<VendorChoice> => {
  const seen = new Map<string, VendorChoice>()
  for (const cards of Object.values(s.catalogue.vendors)) {
    for (const v of cards ?? []) {
      if (!seen.has(v.vassalage)) seen.set(v.vassalage, { code: v.vassalage, name: v.displayName || v.vassalage })
    }
  }
  return [...seen.values()]
}
