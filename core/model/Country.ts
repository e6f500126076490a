/**
 * A country of the dialing-code selector (spec section 3 "Country"; wire notes section 5, `/wps/system/country`):
 * its code (the flag image is chosen by it) and dialing code, with the currency some builds add.
 */
import * as Schema from "effect/Schema"
import { Text } from "./Optional.ts"

export const Country = Schema.Struct({
  countryCode: Schema.String,
  countryDialingCode: Schema.Union([Schema.String, Schema.Number]),
  currency: Text,
  currencySymbol: Text,
})
export type Country = typeof Country.Type

/** The countries of the selector. */
export const Countries = Schema.Array(Country)
export type Countries = typeof Countries.Type

/** A mobile number as a form takes it (spec section 3): the number and, when the form asks, the dialing code. */
export interface MobileNumberInput {
  readonly mobileNum: string
  readonly countryDialingCode?: string | undefined
}

/** The dialing code as the forms send it: digits, no "+". */
export const dialingCodeOf = (country: Country): string => String(country.countryDialingCode).replace(/^\+/, "")
