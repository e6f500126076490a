import { describe, expect, it } from "vitest"
import { money, page } from "./page.ts"

describe("the demo pages' shell", () => {
  it("writes amounts with the currency symbol, separators and two decimals", () => {
    expect(money(0)).toBe("P 0.00")
    expect(money(123_456_789)).toBe("P 1,234,567.89")
    expect(money(-5)).toBe("-P 0.05")
  })
  it("escapes what it is given and loads scripts only as files", () => {
    const html = page({ title: "<x>", bodyClass: "a", main: "<main></main>", scripts: ["/s.js"], data: { hue: '"1' } })
    expect(html).toContain("<title>&lt;x&gt;</title>")
    expect(html).toContain('<script src="/s.js" defer></script>')
    expect(html).toContain('data-hue="&quot;1"')
  })
})
