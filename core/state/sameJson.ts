/**
 * Structural equality of JSON-safe data, for handlers that must hand back the same reference when an answer repeats
 * what the slice already holds (a cached settings answer, a reloaded member): the root reducer then rebuilds nothing.
 */

/**
 * True when two JSON-safe values are deeply equal (arrays by order, objects by keys, `undefined` keys ignored).
 * Written as plain loops with no arrays or closures made on the way: it runs on every repeated answer of a replay,
 * and allocating there cost more than the rest of the fold (core.replay.ratio_to_floor).
 */
export const jsonEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false
  const arrayA = Array.isArray(a)
  if (arrayA !== Array.isArray(b)) return false
  if (arrayA) {
    const xs = a as ReadonlyArray<unknown>
    const ys = b as ReadonlyArray<unknown>
    if (xs.length !== ys.length) return false
    for (let i = 0; i < xs.length; i++) if (!jsonEqual(xs[i], ys[i])) return false
    return true
  }
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  // Every defined key of `a` is equal in `b`, and `b` has no more defined keys than that.
  let defined = 0
  for (const k in ra) {
    if (!Object.hasOwn(ra, k)) continue
    const v = ra[k]
    if (v === undefined) continue
    defined++
    if (!jsonEqual(v, rb[k])) return false
  }
  for (const k in rb) {
    if (Object.hasOwn(rb, k) && rb[k] !== undefined && --defined < 0) return false
  }
  return defined === 0
}

/** `next` unless it equals `prev`, in which case `prev` (keeps the reference). */
export const keepIfEqual = <T>(prev: T, next: T): T => (jsonEqual(prev, next) ? prev : next)
