/**
 * Structural equality of JSON-safe data, for handlers that must hand back the same reference when an answer repeats
 * what the slice already holds (a cached settings answer, a reloaded member): the root reducer then rebuilds nothing.
 */

/** True when two JSON-safe values are deeply equal (arrays by order, objects by keys, `undefined` keys ignored). */
export const jsonEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]))
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined)
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined)
  return (
    ka.length === kb.length &&
    ka.every((k) => jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  )
}

/** `next` unless it equals `prev`, in which case `prev` (keeps the reference). */
export const keepIfEqual = <T>(prev: T, next: T): T => (jsonEqual(prev, next) ? prev : next)
