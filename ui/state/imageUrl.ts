/**
 * Where images come from (spec section 3: `imgUrl`, one of the status answer's image CDNs picked at random at load):
 * a path the platform sends is put on the picked CDN; an absolute address is kept. The pick is made once per list,
 * so every image of a visit comes from the same CDN.
 */

let picked: { readonly list: ReadonlyArray<string>; readonly base: string } | undefined

const pick = (cdns: ReadonlyArray<string>): string => {
  if (picked === undefined || picked.list !== cdns) {
    const base = cdns[Math.floor(Math.random() * cdns.length)] ?? ""
    picked = { list: cdns, base: base.replace(/\/+$/, "") }
  }
  return picked.base
}

/** The address of an image path on the picked CDN (or the path itself when there is none). */
export const imageUrl = (path: string | null | undefined, cdns: ReadonlyArray<string>): string | undefined => {
  if (path == null || path === "") return undefined
  if (/^(?:https?:)?\/\//i.test(path) || path.startsWith("data:")) return path
  const base = cdns.length === 0 ? "" : pick(cdns)
  return `${base}${path.startsWith("/") ? "" : "/"}${path}`
}
