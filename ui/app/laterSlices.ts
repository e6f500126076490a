/**
 * The slices no first view reads (the manifest, ui/app/slices.ts): one chunk, registered once the portal is
 * interactive. The type asks for every key the first view leaves out, so a slice added to core and to neither set is
 * a compile error.
 */

import type { Slice } from "../../core/state/Slice.ts"
import type { State } from "../../core/state/State.ts"
import { agentCentre } from "../../core/state/slices/agentCentre.ts"
import { contracts } from "../../core/state/slices/contracts.ts"
import { funds } from "../../core/state/slices/funds.ts"
import { launch } from "../../core/state/slices/launch.ts"
import { lottery } from "../../core/state/slices/lottery.ts"
import { memberCentre } from "../../core/state/slices/memberCentre.ts"
import { messages } from "../../core/state/slices/messages.ts"
import { modals } from "../../core/state/slices/modals.ts"
import { points } from "../../core/state/slices/points.ts"
import { promotions } from "../../core/state/slices/promotions.ts"
import { protection } from "../../core/state/slices/protection.ts"
import { registration } from "../../core/state/slices/registration.ts"
import { sms } from "../../core/state/slices/sms.ts"
import { wallet } from "../../core/state/slices/wallet.ts"
import type { LaterSliceKey } from "./slices.ts"

/** The later slices, by the key each holds in `State`. */
export const laterSlices: { readonly [K in LaterSliceKey]: Slice<State[K]> } = {
  registration,
  sms,
  launch,
  lottery,
  funds,
  points,
  memberCentre,
  agentCentre,
  contracts,
  promotions,
  messages,
  wallet,
  modals,
  protection,
}
