/** Loads the countries of the dialing-code selector (SMS login, registration by mobile, reset by phone). */
import { Api } from "../contract/Api.ts"
import { call } from "./call.ts"

/** Loads the countries. */
export const loadCountries = call(Api.countries, {})
