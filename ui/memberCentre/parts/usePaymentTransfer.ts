/**
 * The state of money paid out of the main wallet and confirmed by the payment password (spec section 4:
 * withdraw, transfer to the upline, an agent's transfer to a downline): the amount (useAmountInput, checked by core's
 * validation/Amount against the form's bounds as it is typed) and the payment password, whose message shows once the
 * form was checked for sending. Rendered by PaymentTransferForm; the page keeps what is its own (the call, its
 * outcome, other fields).
 */
import { useState } from "react"
import type { AmountBounds } from "../../../core/validation/Amount.ts"
import { type AmountInput, useAmountInput } from "./useAmountInput.ts"

/** What a valid form sends: the amount in minor units and the payment password. */
export interface PaymentTransferValues {
  readonly amount: number
  readonly paymentPassword: string
}

/** The fields' state. */
export interface PaymentTransfer {
  readonly amount: AmountInput
  readonly password: string
  readonly setPassword: (text: string) => void
  /** The password is missing. */
  readonly passwordMissing: boolean
  /** The form was checked for sending (every message shows). */
  readonly submitted: boolean
  /** Marks the form checked for sending; what to send, or undefined while a field is wrong. */
  readonly check: () => PaymentTransferValues | undefined
  /** Empties the fields after the money went (no message shows until the next typing or sending). */
  readonly clear: () => void
}

/** The fields of a payment within `bounds` (minor units). */
export function usePaymentTransfer(bounds: AmountBounds): PaymentTransfer {
  const amount = useAmountInput(bounds)
  const [password, setPassword] = useState("")
  const passwordMissing = password.trim() === ""
  return {
    amount,
    password,
    setPassword,
    passwordMissing,
    submitted: amount.submitted,
    check: () => {
      const value = amount.check()
      return value === undefined || passwordMissing ? undefined : { amount: value, paymentPassword: password }
    },
    clear: () => {
      amount.clear()
      setPassword("")
    },
  }
}
