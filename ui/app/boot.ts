/**
 * What the interface knows of its own start: whether the stored session has been checked yet. The login guard
 * (spec section 2) waits for it, so a reload of a logged-in page is not sent to /login before the token is read; and
 * whether the start's calls have all been answered (the portal's interactive mark waits for it, interactive.ts); and
 * the banner the served page's first frame already shows (firstFrame.ts).
 */
import { proxy } from "valtio"

/** The start's progress. */
export const boot = proxy({
  sessionChecked: false,
  started: false,
  /** The banner image the page's first frame painted (firstFrame.ts), which the carousel keeps until banners arrive. */
  firstBanner: undefined as string | undefined,
})
