/**
 * The countries of the dialing-code selector (`GET /wps/system/country`; wire notes section 5): the brand's markets,
 * its home (the Philippines, the dialing code a number without one is given) first. The flag image is chosen by
 * `countryCode` in the UI.
 */
import type { Country } from "../../core/model/Country.ts"

/** The brand's countries. */
export const countries: ReadonlyArray<Country> = [
  { countryCode: "PH", countryDialingCode: "63", currency: "PHP", currencySymbol: "₱" },
  { countryCode: "VN", countryDialingCode: "84", currency: "VND", currencySymbol: "₫" },
  { countryCode: "TH", countryDialingCode: "66", currency: "THB", currencySymbol: "฿" },
  { countryCode: "MY", countryDialingCode: "60", currency: "MYR", currencySymbol: "RM" },
  { countryCode: "ID", countryDialingCode: "62", currency: "IDR", currencySymbol: "Rp" },
  { countryCode: "SG", countryDialingCode: "65", currency: "SGD", currencySymbol: "S$" },
  { countryCode: "CN", countryDialingCode: "86", currency: "CNY", currencySymbol: "¥" },
  { countryCode: "JP", countryDialingCode: "81", currency: "JPY", currencySymbol: "¥" },
  { countryCode: "BR", countryDialingCode: "55", currency: "BRL", currencySymbol: "R$" },
  { countryCode: "IN", countryDialingCode: "91", currency: "INR", currencySymbol: "₹" },
]
