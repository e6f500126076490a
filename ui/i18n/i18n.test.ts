import { describe, expect, it } from "vitest"
import {
  currentLanguage,
  hasKey,
  isLoaded,
  loadAreas,
  loadEngine,
  prepareLanguage,
  setLanguage,
  subscribe,
  translate,
} from "./i18n.ts"

describe("i18n", () => {
  it("loads nothing before the first language is known, then each area on demand", async () => {
    expect(translate("layout", "login")).toBe("")
    await loadAreas(["layout"])
    expect(isLoaded("layout")).toBe(false)
    await setLanguage("en")
    expect(isLoaded("layout")).toBe(true)
    expect(isLoaded("blocking")).toBe(false)
    expect(translate("layout", "login")).toBe("Log in")
    await loadAreas(["blocking"])
    expect(translate("blocking", "maintenance_title")).toBe("System Maintenance")
  })

  it("switches to a language with every area in use already loaded", async () => {
    await setLanguage("en")
    await loadAreas(["layout", "validation"])
    await prepareLanguage("vi")
    expect(currentLanguage()).toBe("en")
    await setLanguage("vi")
    expect(translate("layout", "login")).toBe("Đăng nhập")
    expect(translate("validation", "reg_pattern_7", { min: 8, max: 12 })).toBe("Vui lòng nhập 8-12 ký tự: chỉ chữ số")
  })

  it("interpolates, and keeps dotted server codes as keys", async () => {
    await setLanguage("en")
    await loadAreas(["errors", "validation"])
    expect(translate("validation", "reg_pattern_default_exact", { length: 6 })).toBe("Must be exactly 6 characters")
    expect(hasKey("errors", "system.busy")).toBe(true)
    expect(translate("errors", "system.busy")).toBe("The system is busy, please try again later.")
    expect(hasKey("errors", "no.such.code")).toBe(false)
  })

  it("answers from the files before i18next, then i18next takes over with every file already loaded", async () => {
    await setLanguage("en")
    await loadAreas(["home"])
    expect(translate("home", "vendor_count", { count: 1 })).toBe("1 provider")
    let changes = 0
    const stop = subscribe(() => changes++)
    await loadEngine()
    stop()
    expect(changes).toBeGreaterThan(0)
    expect(translate("home", "vendor_count", { count: 3 })).toBe("3 providers")
    await setLanguage("ja")
    expect(translate("layout", "login")).toBe("ログイン")
  })
})
