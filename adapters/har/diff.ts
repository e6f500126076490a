/**
 * What an exchange changed in the state, for the replay's printout: a small structural diff of the slices whose
 * reference changed (handlers return the same reference when nothing changes, core/state/Slice.ts, so untouched
 * slices cost nothing). Objects are compared key by key and arrays item by item (an added or removed item is a change from or to
 * `undefined`), so a change names the element and the field; capped, so a game list of thousands of items prints a
 * few lines, not a page.
 */
import type { State } from "../../core/state/State.ts"

/** One changed value: where, before and after. */
export interface Change {
  readonly path: string
  readonly before: unknown
  readonly after: unknown
}

const isPlainObject = (u: unknown): u is Record<string, unknown> =>
  typeof u === "object" && u !== null && !Array.isArray(u)

/** The changes between two values, at most `limit` of them. */
export const diff = (before: unknown, after: unknown, path = "", limit = 50): Array<Change> => {
  const out: Array<Change> = []
  const walk = (a: unknown, b: unknown, at: string): void => {
    if (out.length >= limit || Object.is(a, b)) return
    if (isPlainObject(a) && isPlainObject(b)) {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[k], b[k], at === "" ? k : `${at}.${k}`)
      return
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      // Item by item, whatever the length, so a change names its element and field; reducers keep unchanged items'
      // references, so a long list costs a comparison per item and prints only what changed.
      const n = Math.max(a.length, b.length)
      for (let i = 0; i < n && out.length < limit; i++) walk(a[i], b[i], `${at}[${i}]`)
      return
    }
    out.push({ path: at, before: a, after: b })
  }
  walk(before, after, path)
  return out
}

/** The changes between two states, slice by slice, only where a slice's reference changed. */
export const diffState = (before: State, after: State, limit = 50): Array<Change> => {
  if (before === after) return []
  const out: Array<Change> = []
  for (const key of Object.keys(after) as Array<keyof State>) {
    if (before[key] !== after[key] && out.length < limit)
      out.push(...diff(before[key], after[key], key, limit - out.length))
  }
  return out
}
