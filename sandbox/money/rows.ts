/**
 * Reading the drivers' values: PostgreSQL's bigint and numeric come back as text from `pg` and as numbers (or text)
 * from PGlite, timestamps as `Date`s; the money area turns them into numbers and epoch milliseconds here, once.
 */

/** A bigint or numeric column as a number (0 for null). */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v))

/** A timestamp column as epoch milliseconds (null stays null). */
export const ms = (v: unknown): number | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.getTime() : new Date(String(v)).getTime()
