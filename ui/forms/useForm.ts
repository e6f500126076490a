/**
 * A form's values and its validation messages (spec section 5: "validation messages as the user types and
 * on submit, next to the field, in the current language"). Validation is core's (a pure function returning message
 * keys); a field's message shows once the person has typed in it or left it, and every message shows after a
 * submit. `submit` validates and hands the trimmed values to `onValid`, refusing a second submit while one runs.
 */
import { useCallback, useRef, useState } from "react"
import type { FormResult, Problem } from "../../core/validation/Problem.ts"

/** What a field's input takes from its form: its value, its handlers and the message to show beside it. */
export interface FieldBinding {
  readonly value: string
  readonly onChange: (e: { readonly target: { readonly value: string } }) => void
  readonly onBlur: () => void
  readonly message: string | undefined
}

export interface Form<F extends string, V> {
  readonly values: Readonly<Record<F, string>>
  /** Sets a field's value (marks it typed in). */
  readonly set: (field: F, value: string) => void
  /** Marks a field left (its message may show). */
  readonly touch: (field: F) => void
  /** Starts the form afresh with these values: nothing typed, left or submitted (after a form was sent). */
  readonly reset: (values: Readonly<Record<F, string>>) => void
  /** The problem to show beside a field, if any. */
  readonly problem: (field: F) => Problem | undefined
  /** A field's binding (`<Field {...form.bind("username", text)} />`), its problem worded by `text`. */
  readonly bind: (field: F, text: (problem: Problem | undefined) => string | undefined) => FieldBinding
  /** Validates everything and, when valid, runs `onValid` with the values to send; a submit in flight is kept. */
  readonly submit: (onValid: (value: V) => Promise<unknown> | unknown) => Promise<void>
  /** A submit is running. */
  readonly submitting: boolean
  /** The form has been submitted at least once (errors of the platform may show). */
  readonly submitted: boolean
}

/** The form of `initial` values checked by `validate`. */
export function useForm<F extends string, V>(
  initial: Readonly<Record<F, string>>,
  validate: (values: Readonly<Record<F, string>>) => FormResult<F, V>,
): Form<F, V> {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const inFlight = useRef(false)
  const result = validate(values)
  const problems = result._tag === "Invalid" ? result.problems : {}

  const set = useCallback((field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setTouched((t) => (t.has(field) ? t : new Set([...t, field])))
  }, [])
  const touch = useCallback((field: F) => setTouched((t) => (t.has(field) ? t : new Set([...t, field]))), [])
  const reset = useCallback((next: Readonly<Record<F, string>>) => {
    setValues(next)
    setTouched(new Set())
    setSubmitted(false)
  }, [])

  const submit = async (onValid: (value: V) => Promise<unknown> | unknown) => {
    if (inFlight.current) return
    setSubmitted(true)
    const r = validate(values)
    if (r._tag === "Invalid") return
    inFlight.current = true
    setSubmitting(true)
    try {
      await onValid(r.value)
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  const problem = (field: F): Problem | undefined =>
    submitted || touched.has(field) ? (problems as Partial<Record<F, Problem>>)[field] : undefined

  return {
    values,
    set,
    touch,
    reset,
    problem,
    bind: (field, text) => ({
      value: values[field],
      onChange: (e) => set(field, e.target.value),
      onBlur: () => touch(field),
      message: text(problem(field)),
    }),
    submit,
    submitting,
    submitted,
  }
}
