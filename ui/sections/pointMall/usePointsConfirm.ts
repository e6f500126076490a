/**
 * The state a points form shares (spec section 7 `passwordCheck/MCS2_redeemPointReward` and `MCS2_convertPoint`):
 * the login password that confirms it, which fields were typed in (their message may show; all show once the form
 * was sent), the platform's answer, and one sending at a time (a second click or the Enter key while one runs does
 * nothing). The form's own fields and core's reason to refuse stay the form's; PointsConfirmForm renders the rest.
 */
import { useState } from "react"
import type { AccountOutcome } from "../../actions/accountOutcome.ts"
import { useSubmitOnce } from "../../forms/useSubmitOnce.ts"

/** The shared state. */
export interface PointsConfirm {
  readonly password: string
  /** Sets the password (marks it typed in). */
  readonly setPassword: (text: string) => void
  /** Marks a field typed in. */
  readonly touch: (field: string) => void
  /** A field's message may show: it was typed in, or the form was sent. */
  readonly shows: (field: string) => boolean
  /** The platform's answer to the last sending. */
  readonly outcome: AccountOutcome | undefined
  /** A sending runs. */
  readonly busy: boolean
  /** Marks the form sent and sends it, unless a sending runs. */
  readonly submit: () => Promise<void>
}

/**
 * The state; `send` sends the form with the password, or answers undefined when core refuses it (nothing is sent);
 * `onDone` runs when the platform took it.
 */
export function usePointsConfirm(
  send: (password: string) => Promise<AccountOutcome> | undefined,
  onDone: () => void,
): PointsConfirm {
  const [password, setPassword] = useState("")
  const [submitted, setSubmitted] = useState(false)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const touch = (field: string) => setTouched((s) => (s.has(field) ? s : new Set([...s, field])))
  const [submit, busy] = useSubmitOnce(async () => {
    setSubmitted(true)
    const sending = send(password)
    if (sending === undefined) return
    const result = await sending
    setOutcome(result)
    if (result._tag === "Done") onDone()
  })
  return {
    password,
    setPassword: (text) => {
      setPassword(text)
      touch("password")
    },
    touch,
    shows: (field) => submitted || touched.has(field),
    outcome,
    busy,
    submit,
  }
}
