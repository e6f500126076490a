/**
 * What the interface knows of its own start: whether the stored session has been checked yet. The login guard
 * (spec section 2) waits for it, so a reload of a logged-in page is not sent to /login before the token is read; and
 * whether the start's calls have all been answered (the portal's interactive mark waits for it, interactive.ts).
 */
import { proxy } from "valtio"

/** The start's progress. */
export const boot = proxy({ sessionChecked: false, started: false })
