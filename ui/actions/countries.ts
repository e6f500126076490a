/** The countries of the dialing-code selector (SMS login, registration by mobile, reset by phone; spec section 3). */

import * as LoadCountries from "../../core/workflows/loadCountries.ts"
import { run } from "../app/runtime.ts"

/** Loads the countries (once they are in state, the selector shows them). */
export const loadCountries = async (): Promise<void> => {
  await run(LoadCountries.loadCountries)
}
