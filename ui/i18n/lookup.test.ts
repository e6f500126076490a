/**
 * The first view's translator says exactly what i18next says (lookup.ts): for every key of every area in every
 * language, with every placeholder filled and, for plural keys, with counts of 0, 1, 2, 5, 11 and 21, the lookup
 * either declines or gives i18next's text. It must decline nothing the files hold, or the first view would wait.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import i18next from "i18next"
import { describe, expect, it } from "vitest"
import { holds, lookup, type Strings } from "./lookup.ts"

const root = join(import.meta.dirname, "locales")
const languages = readdirSync(root)
const areas = readdirSync(join(root, "en")).map((f) => f.slice(0, -5))
const read = (lng: string, area: string): Strings => JSON.parse(readFileSync(join(root, lng, `${area}.json`), "utf8"))

const engine = async () => {
  const i = i18next.createInstance()
  await i.init({
    lng: "en",
    fallbackLng: false,
    resources: {},
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  for (const lng of languages) for (const area of areas) i.addResourceBundle(lng, area, read(lng, area), true, true)
  return i
}

const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "")
const names = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? "")

describe("the first view's translator", () => {
  it("gives i18next's text for every key of every language, and declines none", async () => {
    const i = await engine()
    let compared = 0
    for (const lng of languages) {
      for (const area of areas) {
        const strings = read(lng, area)
        for (const [key, text] of Object.entries(strings)) {
          const base = baseKey(key)
          const params = Object.fromEntries(names(String(text)).map((n, k) => [n, `v${k}<b>&`]))
          const counts = base === key ? [undefined] : [0, 1, 2, 5, 11, 21]
          for (const count of counts) {
            const p = count === undefined ? params : { ...params, count }
            const ours = lookup(lng, strings, base, p)
            expect(ours, `${lng}/${area} ${base} ${JSON.stringify(p)}`).toBe(i.t(base, { ...p, ns: area, lng }))
            compared++
          }
        }
        expect(holds(strings, "no.such.key")).toBe(i.exists("no.such.key", { ns: area, lng }))
      }
    }
    expect(compared).toBeGreaterThan(5000)
  })

  it("declines what only i18next can render: a format, nesting, a missing value", () => {
    expect(lookup("en", { a: "{{n, number}}" }, "a", { n: 1 })).toBeUndefined()
    expect(lookup("en", { a: "$t(b)", b: "x" }, "a")).toBeUndefined()
    expect(lookup("en", { a: "Hi {{name}}" }, "a")).toBeUndefined()
    expect(lookup("en", { a: "x" }, "missing")).toBeUndefined()
  })

  it("picks the language's plural form", () => {
    const strings = { n_one: "{{count}} game", n_other: "{{count}} games", n_zero: "none" }
    expect(lookup("en", strings, "n", { count: 1 })).toBe("1 game")
    expect(lookup("en", strings, "n", { count: 3 })).toBe("3 games")
    expect(lookup("en", strings, "n", { count: 0 })).toBe("none")
    expect(lookup("ja", { n_other: "{{count}} 件" }, "n", { count: 1 })).toBe("1 件")
  })
})
