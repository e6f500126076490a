/**
 * The strict profile, applied by the real DOMPurify in Debian's Chromium (happy-dom cannot run DOMPurify faithfully).
 * Skipped where there is no Chromium; CI installs it (`.ci/run`).
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chromiumRuns, launchChromium } from "../testing/chromium.ts"
import { strictProfile } from "./sanitizeProfile.ts"

const runs = chromiumRuns
const purify = readFileSync(createRequire(import.meta.url).resolve("dompurify/dist/purify.min.js"), "utf8")

type Browser = Awaited<ReturnType<typeof launchChromium>>
let browser: Browser | undefined
let clean: (html: string) => Promise<string>

beforeAll(async () => {
  if (!runs) return
  browser = await launchChromium()
  const page = await browser.newPage()
  await page.setContent("<!doctype html><html><body></body></html>")
  await page.addScriptTag({ content: purify })
  const { ALLOWED_URI_REGEXP, ...rest } = strictProfile
  const profile = { ...rest, uri: (ALLOWED_URI_REGEXP as RegExp).source }
  clean = (html) =>
    page.evaluate(
      ([h, p]) => {
        const { uri, ...config } = p as typeof profile
        const w = window as unknown as { DOMPurify: { sanitize: (h: string, c: object) => string } }
        return w.DOMPurify.sanitize(h as string, { ...config, ALLOWED_URI_REGEXP: new RegExp(uri, "i") })
      },
      [html, profile] as const,
    )
}, 60_000)

afterAll(async () => {
  await browser?.close()
})

describe.skipIf(!runs)("strict profile in a browser", () => {
  it("keeps text, formatting, links and images", async () => {
    const out = await clean('<p>Win <b>big</b> <a href="https://x.example/p">here</a><img src="/a.png" alt="a"></p>')
    expect(out).toBe('<p>Win <b>big</b> <a href="https://x.example/p">here</a><img src="/a.png" alt="a"></p>')
  })

  it("removes forms, inputs, buttons, styles, scripts, frames, SVG and event or data attributes", async () => {
    const out = await clean(
      '<form action="/steal"><input name="p"><button>go</button><textarea></textarea><select></select></form>' +
        '<style>body{}</style><script>alert(1)</script><iframe src="https://x.example"></iframe><svg><a/></svg>' +
        '<p style="color:red" onclick="alert(1)" data-x="1">text</p><img src="x" onerror="alert(1)">',
    )
    for (const banned of [
      "<form",
      "<input",
      "<button",
      "<textarea",
      "<select",
      "<style",
      "<script",
      "<iframe",
      "<svg",
      "style=",
      "onclick",
      "onerror",
      "data-x",
      "action=",
    ]) {
      expect(out).not.toContain(banned)
    }
    expect(out).toContain("<p>text</p>")
  })

  it("refuses javascript: and protocol-relative links", async () => {
    expect(await clean('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>")
    expect(await clean('<a href="//evil.example/">x</a>')).toBe("<a>x</a>")
    expect(await clean('<a href="/promotions">x</a>')).toBe('<a href="/promotions">x</a>')
  })
})
