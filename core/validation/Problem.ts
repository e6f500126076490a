/**
 * What validation answers: a message key with its parameters (spec section 5: messages are translations, applied in
 * the current language and re-applied when it changes), per field for a form, and a form's outcome carrying the
 * trimmed values to submit when it is valid.
 */
import type { MessageKey } from "./MessageKeys.ts"

/** Interpolation parameters of a message (`{ min, max }`, `{ length }`...). */
export type Params = Readonly<Record<string, string | number>>

/** One field's problem: the key of its message and the values to put in it. */
export interface Problem {
  readonly key: MessageKey
  readonly params: Params
}

/** A problem with its parameters. */
export const problem = (key: MessageKey, params: Params = {}): Problem => ({ key, params })

/** A form's problems by field; a field with none is absent. */
export type Problems<F extends string> = { readonly [K in F]?: Problem }

/** A valid form with its values as they should be sent (trimmed). */
export interface Valid<V> {
  readonly _tag: "Valid"
  readonly value: V
}

/** A form with at least one problem. */
export interface Invalid<F extends string> {
  readonly _tag: "Invalid"
  readonly problems: Problems<F>
}

/** The outcome of validating a form. */
export type FormResult<F extends string, V> = Valid<V> | Invalid<F>

/** Valid when no field has a problem. */
export const formResult = <F extends string, V>(value: V, problems: Problems<F>): FormResult<F, V> =>
  Object.keys(problems).length === 0 ? { _tag: "Valid", value } : { _tag: "Invalid", problems }

/** Collects the first problem of each field, skipping fields without one. */
export const collect = <F extends string>(entries: ReadonlyArray<readonly [F, Problem | undefined]>): Problems<F> => {
  const out: { [K in F]?: Problem } = {}
  for (const [field, p] of entries) if (p !== undefined && out[field] === undefined) out[field] = p
  return out
}
