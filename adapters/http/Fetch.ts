/**
 * The one thing the HTTP adapters need from the world: a `fetch`. Injected everywhere (the browser's, Node's, a HAR
 * recorder wrapping either, msw's interception in tests) and called unbound, so the browser's "illegal invocation"
 * never arises.
 */

/** A `fetch` taking a URL text. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>

/** The global `fetch`, called through `globalThis` so it stays bound. */
export const globalFetch: FetchLike = (url, init) => globalThis.fetch(url, init)

/** `base` and an absolute path joined; an empty base means the page's own origin (wire notes section 1). */
export const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, "")}${path}`
