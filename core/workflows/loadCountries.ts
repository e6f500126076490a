/** Loads the countries of the dialing-code selector (SMS login, registration by mobile, reset by phone). */
import { settings } from "../contract/api/settings.ts"
import { call } from "./call.ts"

/** Loads the countries. */
export const loadCountries = call(settings.countries, {})
