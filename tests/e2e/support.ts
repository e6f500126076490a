/**
 * Helpers of the end-to-end tests: axe-core injected from the package (no network), screenshots for review into
 * artifacts/screenshots/ (ignored by git), and the sandbox's development tools (SMS outbox, switches, reset).
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { APIRequestContext, Page } from "@playwright/test"

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

export interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<string> }>
}

/** Serious and critical axe-core violations of the page as it is now. */
export const seriousViolations = async (page: Page): Promise<ReadonlyArray<AxeViolation>> => {
  // Evaluated through the DevTools protocol: the page's CSP (script-src 'self') rightly refuses an inline tag.
  await page.evaluate(axeSource)
  const result = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<AxeViolation> }> }
      }
    ).axe
    return axe.run(document, { resultTypes: ["violations"] })
  })
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target })),
    }))
}

/** Saves a screenshot for review. */
export const shot = async (page: Page, name: string): Promise<void> => {
  await page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: false })
}

/** The latest SMS code the sandbox sent to a number. */
export const smsCode = async (request: APIRequestContext, mobile: string): Promise<string> => {
  const res = await request.get(`/sandbox/sms-outbox?mobile=${encodeURIComponent(mobile)}`)
  const body = (await res.json()) as { value: Array<{ code: string }> }
  const code = body.value[0]?.code
  if (code === undefined) throw new Error(`no SMS for ${mobile}`)
  return code
}

/** Turns the blocking switches of the sandbox on or off. */
export const switches = async (
  request: APIRequestContext,
  value: { maintenance?: boolean; regionRestricted?: boolean },
) => {
  await request.post("/sandbox/admin/switches", { data: value })
}
