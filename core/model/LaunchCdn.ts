/**
 * The launch CDN (spec section 3: `startGameUrl`, "CDN bases; one picked at random from each list at load"; the
 * status answer's `info.launchGameCDNs`, wire notes section 5): one base of the list is picked for the visit, and a
 * game address the platform answers as a path is opened on it. An absolute address (a vendor's own host) is kept.
 */

/** A base that can carry a game address: http or https only (a list entry is the platform's, not trusted further). */
const usable = (cdn: string): string | undefined => {
  const base = cdn.trim().replace(/\/+$/, "")
  return /^https?:\/\/[^/\s]+/i.test(base) ? base : undefined
}

/** One launch CDN of the list, chosen by `random` in [0, 1); undefined when the list has no usable base. */
export const pickLaunchCdn = (cdns: ReadonlyArray<string>, random: number): string | undefined => {
  const bases = cdns.flatMap((c) => usable(c) ?? [])
  return bases[Math.min(bases.length - 1, Math.floor(random * bases.length))]
}

/** The address to open: a path on the picked CDN, an absolute address (or no CDN) as it is. */
export const onLaunchCdn = (url: string, cdn: string | undefined): string => {
  if (cdn === undefined || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url
  return `${cdn}${url.startsWith("/") ? "" : "/"}${url}`
}
