/**
 * What the member did with player protection that the platform's answers do not say: answering the reality check
 * ("continue", at the interval it interrupted) and closing the notice of the previous login or the offer of the
 * responsible-gaming tools after registration.
 */
import * as Schema from "effect/Schema"

/** The member chose "continue" on the reality check due at `elapsed` milliseconds after login. */
export const RealityCheckContinued = Schema.TaggedStruct("RealityCheckContinued", { elapsed: Schema.Finite })

/** The member closed the notice of the previous login's time and address (or the offer after registration). */
export const LastLoginNoticeDismissed = Schema.TaggedStruct("LastLoginNoticeDismissed", {})

export const protectionIntents = [RealityCheckContinued, LastLoginNoticeDismissed] as const
export type ProtectionIntent = (typeof protectionIntents)[number]["Type"]
