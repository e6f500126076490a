/**
 * A form sent to the platform, as a slice keeps it (spec section 4: deposits, withdrawals, transfers, redemptions,
 * contract offers): what is in flight, what the platform last made of one, and why the last one failed. One shape
 * for every such form, so a slice writes only what differs and the UI reads progress, outcome and refusal alike.
 */
import type { EndpointName } from "../contract/Api.ts"
import { type CallError, type CallFailure, callErrorOf } from "../model/CallError.ts"

export interface Submission<Sent, Made = Sent> {
  readonly inFlight: Sent | undefined
  /** What the platform last made of one (the order, the amount moved), or the form itself when it answers nothing. */
  readonly done: Made | undefined
  readonly error: CallError | undefined
}

/** Nothing sent yet. */
export const idle: Submission<never, never> = { inFlight: undefined, done: undefined, error: undefined }

/** One sent: in flight, the last outcome kept, the last failure cleared. */
export const sent = <S, M>(sub: Submission<S, M>, inFlight: S): Submission<S, M> => ({
  inFlight,
  done: sub.done,
  error: undefined,
})

/** The platform made it. */
export const made = <S, M>(done: M): Submission<S, M> => ({ inFlight: undefined, done, error: undefined })

/** Refused, lost or undecodable: nothing in flight, the last outcome kept. */
export const failedAt = <S, M>(sub: Submission<S, M>, e: CallFailure): Submission<S, M> => ({
  inFlight: undefined,
  done: sub.done,
  error: callErrorOf(e),
})

/** The fields of a slice's state that hold a submission. */
export type SubmissionField<St> = {
  readonly [K in keyof St]: St[K] extends Submission<infer _S, infer _M> ? K : never
}[keyof St]

/**
 * The failure handler of a slice's forms: a failure of a call in `fieldOf` fails the submission kept under the field it
 * names; any other leaves the slice as it is. A renamed call or a field that holds no submission does not compile.
 */
export const failedSubmissions =
  <St>(fieldOf: { readonly [E in EndpointName]?: SubmissionField<St> }) =>
  (s: St, e: CallFailure): St => {
    const field = fieldOf[e.endpoint]
    return field === undefined ? s : { ...s, [field]: failedAt(s[field] as Submission<unknown>, e) }
  }

/**
 * The answer to the form in flight, made into its outcome; undefined when none is in flight (an answer the slice did
 * not ask for), so the handler returns its slice unchanged.
 */
export const settled = <S, M>(sub: Submission<S, M>, outcome: (sent: S) => M): Submission<S, M> | undefined =>
  sub.inFlight === undefined ? undefined : made(outcome(sub.inFlight))

/** A transfer's outcome: the form with the amount the platform moved (`successAmount`), else the amount sent. */
export const movedBy =
  (successAmount: number | null | undefined) =>
  <T extends { readonly amount: number }>(form: T): T & { readonly moved: number } => ({
    ...form,
    moved: successAmount ?? form.amount,
  })
