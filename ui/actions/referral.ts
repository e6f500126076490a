/** The member centre's referral page (spec section 2: shown when the referral promotion is on): code, link, friends. */

import * as LoadReferral from "../../core/workflows/loadReferral.ts"
import { run } from "../app/runtime.ts"

/** Loads the member's referral data (core sends nothing while the promotion is off). */
export const loadReferralInfo = async (): Promise<void> => {
  await run(LoadReferral.loadReferral)
}
