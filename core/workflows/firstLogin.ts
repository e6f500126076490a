/**
 * The first-login action (spec section 4 "Login": it runs when the login answer says `firstTimeLogin`). The real
 * client dispatches a store action whose body is not recorded; our choice: a `FirstLoginActionRan` fact that the
 * areas showing first-login content (announcement popups with execution F) react to. No platform call.
 */
import { emit } from "../store/EventLog.ts"

/** Runs the first-login action. */
export const firstLogin = emit({ _tag: "FirstLoginActionRan" })
