/**
 * The state of an amount typed into a money form ("every amount input refuses what the platform would
 * refuse before sending"): the text as typed, core's verdict on it (validation/Amount against the form's bounds,
 * minor units), and when its message may show: once it was typed in or left, or once the form was checked for
 * sending. AmountField renders it; the deposit, the transfer between wallets and PaymentTransfer use it.
 */
import { useState } from "react"
import { type AmountBounds, type AmountResult, validateAmount } from "../../../core/validation/Amount.ts"

/** The amount's state. */
export interface AmountInput {
  /** The amount as typed. */
  readonly text: string
  /** Core's verdict on it. */
  readonly result: AmountResult
  /** It was typed in or left. */
  readonly touched: boolean
  /** The form was checked for sending (every message shows). */
  readonly submitted: boolean
  /** Sets the text (marks it typed in). */
  readonly set: (text: string) => void
  /** Marks it left. */
  readonly touch: () => void
  /** Marks the form checked for sending; the amount in minor units, or undefined while it is wrong. */
  readonly check: () => number | undefined
  /** Empties it after the money went (no message shows until the next typing or sending). */
  readonly clear: () => void
}

/** An amount within `bounds` (minor units). */
export function useAmountInput(bounds: AmountBounds): AmountInput {
  const [text, setText] = useState("")
  const [touched, setTouched] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const result = validateAmount(text, bounds)
  return {
    text,
    result,
    touched,
    submitted,
    set: (t) => {
      setText(t)
      setTouched(true)
    },
    touch: () => setTouched(true),
    check: () => {
      setSubmitted(true)
      return result._tag === "Valid" ? result.value : undefined
    },
    clear: () => {
      setText("")
      setTouched(false)
      setSubmitted(false)
    },
  }
}
