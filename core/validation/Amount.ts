/**
 * An amount typed into a wallet form (deposit, withdrawal, transfer): a positive decimal with at most two decimals
 * (thousands separators allowed when well placed, spec section 9's number format), within the form's bounds and not
 * above the balance when one is given. The valid result is integer minor units (core/model/Money.ts), never a float.
 * Message parameters are major-unit numbers for display only, so the UI formats them for the language.
 */
import { parseCents, toNumber } from "../model/Money.ts"
import { type Problem, problem, type Valid } from "./Problem.ts"

/** Bounds of an amount, in minor units. */
export interface AmountBounds {
  /** Smallest amount; at least one minor unit whatever is given. */
  readonly min?: number | undefined
  readonly max?: number | undefined
  /** The balance the amount is taken from. */
  readonly balance?: number | undefined
}

/** An amount that fails. */
export interface InvalidAmount {
  readonly _tag: "Invalid"
  readonly problem: Problem
}

/** The amount in minor units, or its problem. */
export type AmountResult = Valid<number> | InvalidAmount

const plain = /^[0-9]+(?:\.[0-9]{1,2})?$/
const grouped = /^[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]{1,2})?$/

const invalid = (p: Problem): InvalidAmount => ({ _tag: "Invalid", problem: p })

/** Validates an amount text against its bounds. */
export const validateAmount = (text: string, bounds: AmountBounds = {}): AmountResult => {
  const v = text.trim()
  if (v === "") return invalid(problem("input_required"))
  if (!plain.test(v) && !grouped.test(v)) return invalid(problem("amount_format_invalid"))
  const cents = parseCents(v.replaceAll(",", ""))
  if (cents === undefined) return invalid(problem("amount_format_invalid"))
  const min = Math.max(1, bounds.min ?? 1)
  if (cents < min) return invalid(problem("amount_below_min", { min: toNumber(min) }))
  if (bounds.max !== undefined && cents > bounds.max)
    return invalid(problem("amount_above_max", { max: toNumber(bounds.max) }))
  if (bounds.balance !== undefined && cents > bounds.balance)
    return invalid(problem("amount_above_balance", { balance: toNumber(Math.max(0, bounds.balance)) }))
  return { _tag: "Valid", value: cents }
}
