/**
 * The translations are complete (every string translated for real in all six languages): every area file
 * exists in every language with the same keys and the same placeholders; the `validation` area holds every message
 * key core's validation can return, and the `errors` area a message for every code of core's error catalogue; no language is left mostly in English; and every literal key the interface asks
 * for (`t("key")` of a `useT("area")`) exists.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { errorCodes } from "../../core/contract/ErrorCode.ts"
import { messageKeys } from "../../core/validation/MessageKeys.ts"
import { headerLanguages } from "../layout/LanguageSelect.tsx"

const root = join(import.meta.dirname, "locales")
const languages = ["en", "zh-CN", "ja", "th", "vi", "pt"]
const read = (lng: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(join(root, lng, `${area}.json`), "utf8"))
const areas = readdirSync(join(root, "en"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -5))
const placeholders = (text: string): Array<string> =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? "").sort()

/** Values that are the same word in every language (brand and product names, codes). */
const sameEverywhere = new Set(["OK", "VIP", "LINE", "Telegram", "Facebook", "HOT", "Demo", "Slots", "Captcha"])

describe("translations", () => {
  it("are held for exactly the header's six languages", () => {
    expect(readdirSync(root).sort()).toEqual([...languages].sort())
    expect(headerLanguages.map(([l]) => l).sort()).toEqual([...languages].sort())
  })

  for (const area of areas) {
    it(`${area}: every language has every key, with the same placeholders, and no empty text`, () => {
      const en = read("en", area)
      for (const lng of languages) {
        const other = read(lng, area)
        expect(Object.keys(other).sort(), `${lng}/${area}.json keys`).toEqual(Object.keys(en).sort())
        for (const [key, text] of Object.entries(other)) {
          expect(typeof text === "string" && text.trim() !== "", `${lng}/${area}.json ${key} is empty`).toBe(true)
          expect(placeholders(text), `${lng}/${area}.json ${key} placeholders`).toEqual(placeholders(en[key] ?? ""))
        }
      }
    })
  }

  it("errors holds a message for every code of core's error catalogue, in every language (spec section 8)", () => {
    for (const lng of languages) {
      const errors = read(lng, "errors")
      const missing = errorCodes.filter((c) => errors[c] === undefined)
      expect(missing, `${lng}/errors.json`).toEqual([])
    }
  })

  it("validation holds every message key of core's validation, in every language", () => {
    for (const lng of languages) {
      const validation = read(lng, "validation")
      const missing = messageKeys.filter((k) => validation[k] === undefined)
      expect(missing, `${lng}/validation.json`).toEqual([])
    }
  })

  it("no language is left in English", () => {
    const en = Object.fromEntries(areas.map((a) => [a, read("en", a)]))
    for (const lng of languages.filter((l) => l !== "en")) {
      const copies: Array<string> = []
      let total = 0
      for (const area of areas) {
        for (const [key, text] of Object.entries(read(lng, area))) {
          total++
          if (text === en[area]?.[key] && !sameEverywhere.has(text) && !/^[\s\d{}().:+-]*$/.test(text)) {
            copies.push(`${area}.${key}`)
          }
        }
      }
      expect(copies, `${lng}: English copies`).toEqual([])
      expect(total).toBeGreaterThan(100)
    }
  })

  it("every literal key the interface asks for exists", () => {
    const uiRoot = join(import.meta.dirname, "..")
    const files: Array<string> = []
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name)
        if (e.isDirectory() && e.name !== "locales") walk(p)
        else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) files.push(p)
      }
    }
    walk(uiRoot)
    const missing: Array<string> = []
    for (const file of files) {
      const source = readFileSync(file, "utf8")
      for (const [, name, area] of source.matchAll(/const (\w+) = useT\("(\w+)"\)/g)) {
        if (name === undefined || area === undefined) continue
        if (!existsSync(join(root, "en", `${area}.json`))) {
          missing.push(`${relative(uiRoot, file)}: area ${area} has no en/${area}.json`)
          continue
        }
        const keys = read("en", area)
        for (const [, key] of source.matchAll(new RegExp(`\\b${name}\\("([^"]+)"`, "g"))) {
          if (key !== undefined && keys[key] === undefined && keys[`${key}_other`] === undefined) {
            missing.push(`${relative(uiRoot, file)}: ${area}.${key}`)
          }
        }
      }
    }
    expect([...new Set(missing)]).toEqual([])
  })
})
