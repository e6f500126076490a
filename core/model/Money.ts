/**
 * Money as an integer number of minor units (cents), never a float that is summed (DESIGN.md, core/Model).
 *
 * The platform sends amounts as JSON numbers (`1234.5`) or decimal strings (`"1,234.50"` never, `"1234.50"` yes);
 * `Money` decodes either exactly, by reading the decimal digits rather than multiplying a float, and encodes back to
 * a JSON number with at most two decimals, which is what the platform accepts.
 */

import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import * as SchemaTransformation from "effect/SchemaTransformation"

/** Minor units per major unit. */
export const scale = 100

const decimal = /^(-)?(\d+)(?:\.(\d+))?$/

/**
 * Parses a decimal text into minor units, rounding half away from zero past the second decimal.
 * Returns undefined when the text is not a plain decimal number.
 */
export const parseCents = (text: string): number | undefined => {
  const m = decimal.exec(text.trim())
  if (m === null) return undefined
  const [, sign, whole = "0", frac = ""] = m
  const two = (frac + "00").slice(0, 2)
  let cents = Number(whole) * scale + Number(two)
  if ((frac[2] ?? "0") >= "5") cents += 1
  if (!Number.isSafeInteger(cents)) return undefined
  return sign === "-" && cents !== 0 ? -cents : cents
}

/** Minor units from a JSON number, through its shortest decimal text so 0.1 + 0.2 never leaks in. */
export const fromNumber = (n: number): number | undefined =>
  Number.isFinite(n) ? parseCents(n.toFixed(Math.min(20, Math.max(2, decimals(n) + 1)))) : undefined

const decimals = (n: number): number => {
  const s = String(n)
  if (s.includes("e-")) return Number(s.split("e-")[1] ?? 0) + 2
  return s.split(".")[1]?.length ?? 0
}

/** The major-unit JSON number the platform expects for an amount in minor units. */
export const toNumber = (cents: number): number => cents / scale

/** Text with exactly two decimals and no separators: the canonical wire text of an amount. */
export const toDecimalText = (cents: number): string => {
  const sign = cents < 0 ? "-" : ""
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(2, "0")}`
}

/** An amount in minor units. */
/** What a form that moves money sends: the amount in minor units and the payment password that confirms it. */
export interface PaymentForm {
  readonly amount: number
  readonly paymentPassword: string
}

export const Cents = Schema.Int.annotate({ identifier: "Cents", description: "amount in minor units (1/100)" })
export type Cents = typeof Cents.Type

/** An amount on the wire (number or decimal string), held as integer minor units. */
export const Money = Schema.Union([Schema.Number, Schema.String]).pipe(
  Schema.decodeTo(
    Cents,
    SchemaTransformation.transformEffect({
      decode: (input: number | string) => {
        const cents = typeof input === "number" ? fromNumber(input) : parseCents(input)
        return cents === undefined
          ? Effect.fail(
              new SchemaIssue.InvalidValue({ message: `expected an amount, got ${JSON.stringify(input)}` }, input),
            )
          : Effect.succeed(cents)
      },
      encode: (cents: number) => Effect.succeed<number | string>(toNumber(cents)),
    }),
  ),
)
export type Money = typeof Money.Type

/** Why a request amount is refused when it has a non-zero digit past the cent; the sandbox answers it with 422. */
export const tooPrecise = "at most two decimals"

/** Whether a wire amount carries a non-zero digit past the second decimal (which `Money` would round). */
const pastCents = (input: number | string): boolean => {
  const text = typeof input === "number" ? (Number.isFinite(input) ? String(input) : "") : input.trim()
  if (/e-/i.test(text)) return true
  const frac = decimal.exec(text)?.[3] ?? ""
  return /[1-9]/.test(frac.slice(2))
}

/**
 * An amount in a request: as `Money`, but refused rather than rounded past the cent, so a request for 0.005 never
 * moves 0.01 (a client that means an amount sends it in cents, which is all the portal ever encodes).
 */
export const MoneyInput = Schema.Union([Schema.Number, Schema.String]).pipe(
  Schema.decodeTo(
    Cents,
    SchemaTransformation.transformEffect({
      decode: (input: number | string) => {
        const cents = pastCents(input) ? undefined : typeof input === "number" ? fromNumber(input) : parseCents(input)
        return cents === undefined
          ? Effect.fail(
              new SchemaIssue.InvalidValue(
                {
                  message: pastCents(input)
                    ? `${tooPrecise}, got ${JSON.stringify(input)}`
                    : `expected an amount, got ${JSON.stringify(input)}`,
                },
                input,
              ),
            )
          : Effect.succeed(cents)
      },
      encode: (cents: number) => Effect.succeed<number | string>(toNumber(cents)),
    }),
  ),
)
