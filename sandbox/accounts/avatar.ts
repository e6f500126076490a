/**
 * The members' avatars (`GET /wps/member/info/icon` answers one's address): a few drawings served by the sandbox at
 * `/images/avatars/<n>.svg`, a silhouette on a coloured disc. Public files, like a CDN's: they carry no member data.
 */
import type { RouteFactory } from "../routes.ts"

const colours = ["#E5B64B", "#4BB3E5", "#7BC47F", "#E57B7B", "#A07BE5", "#E5A04B", "#4BE5C4", "#7B8FE5"]

/** How many avatars there are. */
export const avatarCount = colours.length

/** The SVG of avatar `n` (1-based). */
export const avatarSvg = (n: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
  `<circle cx="48" cy="48" r="48" fill="${colours[(n - 1) % colours.length]}"/>` +
  `<circle cx="48" cy="38" r="17" fill="#fff" fill-opacity="0.9"/>` +
  `<path d="M16 84c4-18 17-27 32-27s28 9 32 27" fill="#fff" fill-opacity="0.9"/></svg>`

/** Serves `/images/avatars/<n>.svg`. */
export const avatarRoute: RouteFactory = () => (req, res, url) => {
  const m = /^\/images\/avatars\/(\d{1,2})\.svg$/.exec(url.pathname)
  const n = Number(m?.[1])
  if (m === null || req.method !== "GET" || n < 1 || n > avatarCount) return false
  res.writeHead(200, { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" })
  res.end(avatarSvg(n))
  return true
}
