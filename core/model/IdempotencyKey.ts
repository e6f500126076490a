/**
 * Idempotency keys of the calls that move money (DESIGN.md: "every money-moving request carries an idempotency key").
 * A key belongs to one request: the state keeps it, with the request's fingerprint, from the intent until the
 * platform answers. A second submit of the same request (a double click, a retry after a dropped link) finds the
 * key and sends it again, so the platform moves the money once; a different request gets a new key.
 */

/** The key kept for an action, and the fingerprint of the request it was made for. */
export interface PendingKey {
  readonly key: string
  readonly fingerprint: string
}

/** Pending keys by action (the endpoint's name). */
export type PendingKeys = Readonly<Record<string, PendingKey>>

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : typeof value === "object" && value !== null
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
        )
      : value

/** The fingerprint of an intent: its fields but the tag and the key, in a fixed order. */
export const fingerprintOf = (intent: object): string => {
  const { _tag: _t, key: _k, ...fields } = intent as Record<string, unknown>
  return JSON.stringify(canonical(fields))
}

/** The key to send again for a request with this fingerprint, if one is pending for it. */
export const reusableKey = (pending: PendingKey | undefined, fingerprint: string): string | undefined =>
  pending !== undefined && pending.fingerprint === fingerprint ? pending.key : undefined
