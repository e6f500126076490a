/**
 * How a game's iframe is sandboxed ("sandboxed; never `allow-scripts` together with `allow-same-origin` for a
 * same-origin game; messages from other origins ignored"). A game on the portal's own origin runs scripts in an
 * opaque origin (no `allow-same-origin`), so it can reach neither the portal's storage nor its DOM; a game of another
 * origin keeps its own origin (it needs its cookies), which cannot reach the portal's either. Messages are taken only
 * from the game's frame and from the origin its document has: `"null"` for a same-origin game, else the game's.
 */

/** The permissions every game needs: scripts, forms, full screen through its own controls, popups for cashiers. */
const base = ["allow-scripts", "allow-forms", "allow-popups", "allow-pointer-lock"] as const

/** The address resolved against the portal, or undefined when it is not an http(s) address. */
export const gameUrl = (url: string, portal: string): URL | undefined => {
  try {
    const u = new URL(url, portal)
    return u.protocol === "http:" || u.protocol === "https:" ? u : undefined
  } catch {
    return undefined
  }
}

/** The game is served from the portal's own origin. */
export const sameOrigin = (url: URL, portal: string): boolean => url.origin === new URL(portal).origin

/** The `sandbox` attribute of a game's iframe. */
export const sandboxOf = (url: URL, portal: string): string =>
  (sameOrigin(url, portal) ? [...base] : [...base, "allow-same-origin", "allow-popups-to-escape-sandbox"]).join(" ")

/** The origin the game's messages come from. */
export const messageOrigin = (url: URL, portal: string): string => (sameOrigin(url, portal) ? "null" : url.origin)

/** What a game may tell the portal. */
export type GameMessage = { readonly type: "arena:close" } | { readonly type: "arena:balance" }

/** The game's message, or undefined for a message of another frame or origin, or of an unknown kind. */
export const gameMessage = (
  event: { readonly source: unknown; readonly origin: string; readonly data: unknown },
  frame: unknown,
  origin: string,
): GameMessage | undefined => {
  if (frame == null || event.source !== frame || event.origin !== origin) return undefined
  const data = event.data as { readonly type?: unknown } | null
  const type = typeof data === "object" && data !== null ? data.type : undefined
  return type === "arena:close" || type === "arena:balance" ? { type } : undefined
}
