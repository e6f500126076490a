/**
 * The README lists what a newcomer needs to try the portal in development mode: every demo account with its password,
 * and the demo payment password (withdrawals and redeeming points ask for it), which is otherwise only in the seed.
 */
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8")

describe("the README's demo accounts", () => {
  it("lists each account with its password", async () => {
    const { demoMembers } = await import("../../sandbox/seed/members.ts")
    const cell = (s: string) => `\\|\\s*\`${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\`\\s*`
    for (const m of demoMembers)
      expect(readme, m.account).toMatch(new RegExp(`${cell(m.account)}${cell(m.password)}\\|`))
  })
  it("names the demo payment password and the accounts without one", async () => {
    const { demoPaymentPassword, withoutPaymentPassword } = await import("../../sandbox/money/seedFunds.ts")
    expect(readme).toContain(`payment password \`${demoPaymentPassword}\``)
    for (const a of withoutPaymentPassword) expect(readme).toMatch(new RegExp(`payment password[^\\n]*\\n?[^\\n]*${a}`))
  })
})
