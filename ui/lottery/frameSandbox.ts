/**
 * The `sandbox` of the frame that shows the platform's lottery lobby ("sandboxed, never `allow-scripts`
 * with `allow-same-origin` for a same-origin game"): a lobby on the portal's own origin runs in an opaque origin, so
 * its scripts cannot reach the portal's storage or token; a lobby of another origin keeps its own origin (it needs
 * its cookies) and cannot reach ours anyway. Either may open popups and leave through a link the person clicks
 * (the lobby's back button returns to the back address).
 */

const common = ["allow-scripts", "allow-forms", "allow-popups", "allow-top-navigation-by-user-activation"]

/** The sandbox flags for a lobby at `url`, seen from a page of `origin`. */
export const frameSandbox = (url: string, origin: string): string => {
  let sameOrigin = true
  try {
    sameOrigin = new URL(url, origin).origin === origin
  } catch {
    sameOrigin = true
  }
  return (sameOrigin ? common : [...common, "allow-same-origin", "allow-popups-to-escape-sandbox"]).join(" ")
}
