/** The countries of the dialing-code selector (SMS login, registration by mobile, reset by phone; spec section 3). */
import { run } from "../app/runtime.ts"

/** Loads the countries (once they are in state, the selector shows them). */
export const loadCountries = async (): Promise<void> => {
  const m = await import("../../core/workflows/loadCountries.ts")
  await run(m.loadCountries)
}
