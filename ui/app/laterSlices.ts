/**
 * The slices no first view reads (the manifest, ui/app/slices.ts): one chunk, registered once the portal is
 * interactive. They are every slice of core's state (core/state/State.ts `slices`) but the first view's, so a slice
 * added to core is a later slice unless the manifest names it, with no list to keep in step here.
 */

import type { Slice } from "../../core/state/Slice.ts"
import { type State, slices } from "../../core/state/State.ts"
import { firstViewSlices, type LaterSliceKey } from "./slices.ts"

/** The later slices, by the key each holds in `State`. */
export const laterSlices = Object.fromEntries(
  Object.entries(slices).filter(([key]) => !Object.hasOwn(firstViewSlices, key)),
  // The filter keeps exactly the keys outside the first view's set: the type `LaterSliceKey` names the same keys.
) as { readonly [K in LaterSliceKey]: Slice<State[K]> }
