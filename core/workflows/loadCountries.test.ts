import { describe, expect, it } from "vitest"
import { loadCountries } from "./loadCountries.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("loadCountries", () => {
  it("fills the dialing-code selector", async () => {
    const rt = makeTestRuntime({
      answers: { countries: ok([{ countryCode: "PH", countryDialingCode: "63", currency: "PHP" }]) },
    })
    await rt.run(loadCountries)
    expect(rt.store.state().settings.countries).toEqual([
      { countryCode: "PH", countryDialingCode: "63", currency: "PHP" },
    ])
  })
})
