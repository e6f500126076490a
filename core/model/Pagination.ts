/**
 * The page links of a paginated list (spec section 9 "Notices 9 per page; pagination page range 3, margin pages 1"):
 * the first and last `margin` pages, `range` pages around the current one, and a gap where pages are skipped.
 * Pages count from 1.
 */

/** Pages shown around the current one (spec section 9). */
export const pageRange = 3

/** Pages always shown at each end (spec section 9). */
export const marginPages = 1

/** A link to a page, or a gap standing for skipped pages. */
export type PageLink = { readonly _tag: "Page"; readonly page: number } | { readonly _tag: "Gap" }

/** Number of pages for `count` items, `size` to a page (at least 1, so an empty list has page 1). */
export const pageCount = (count: number, size: number): number => Math.max(1, Math.ceil(count / size))

/** The page links to show for page `current` of `total`. */
export const pageLinks = (
  current: number,
  total: number,
  range = pageRange,
  margin = marginPages,
): ReadonlyArray<PageLink> => {
  if (total <= 0) return []
  const at = Math.min(Math.max(1, current), total)
  let from = Math.max(1, at - Math.floor(range / 2))
  const to = Math.min(total, from + range - 1)
  from = Math.max(1, to - range + 1)
  const shown = new Set<number>()
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p)
  for (let p = from; p <= to; p++) shown.add(p)
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p)
  const pages = [...shown].sort((a, b) => a - b)
  const links: Array<PageLink> = []
  let prev = 0
  for (const p of pages) {
    if (p > prev + 1) links.push({ _tag: "Gap" })
    links.push({ _tag: "Page", page: p })
    prev = p
  }
  return links
}

/** The items of page `page` (from 1), `size` to a page. */
export const pageOf = <A>(items: ReadonlyArray<A>, page: number, size: number): ReadonlyArray<A> =>
  items.slice((page - 1) * size, page * size)
