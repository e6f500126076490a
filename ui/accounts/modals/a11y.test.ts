// @vitest-environment happy-dom
/**
 * The account modals under axe-core (no serious or critical violations): each modal with its fuller form
 * (every optional field on, the mobile tab, the SMS code), after a refused submit so the messages show too. Colour
 * contrast needs layout, which happy-dom does not do: the end-to-end tests check it in Chromium.
 */
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react"
import axe from "axe-core"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { openAccountModal, settle } from "../accountsTestKit.tsx"

vi.mock("../../components/sanitize.ts", () => ({ sanitize: (html: string) => html }))

afterEach(cleanup)

const violations = async () => {
  const r = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } })
  return r.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
}

const rule = { enabled: "1", required: "0" }
const everyRule = Object.fromEntries(
  ["email", "payeeName", "qqNum", "line", "whatsapp", "facebook", "wechat", "idNumber", "affiliateCode"].map((f) => [
    f,
    rule,
  ]),
)

describe("the account modals under axe-core", () => {
  it("register, with every field and its messages", async () => {
    const { dialog } = await openAccountModal("register", "Register", {
      on: ["MOBILENUMREG3", "REGMOBVERF3"],
      rules: { ...everyRule, paymentPassword: rule },
      answers: { countries: ok([{ countryCode: "PH", countryDialingCode: "63" }]) },
    })
    await within(dialog).findByRole("combobox", { name: "Country code" })
    expect(await violations()).toEqual([])
    fireEvent.click(within(dialog).getByRole("button", { name: "Register" }))
    await settle()
    expect(await violations()).toEqual([])
  })

  it("forgot password, change password, notices, help and customer service", async () => {
    const forgot = await openAccountModal("forgetPass", "Forgot password", { on: ["CHNGPASSVERIF3"] })
    fireEvent.click(within(forgot.dialog).getByRole("tab", { name: "By mobile" }))
    fireEvent.click(within(forgot.dialog).getByRole("button", { name: "Reset and log in" }))
    await settle()
    expect(await violations()).toEqual([])
    cleanup()

    await openAccountModal("changePass", "Change password")
    expect(await violations()).toEqual([])
    cleanup()

    const notice = await openAccountModal("notice", "Notifications", {
      answers: {
        announcements: ok({
          player: Array.from({ length: 20 }, (_, i) => ({ id: i, title: `N${i}`, content: "<p>x</p>" })),
        }),
      },
    })
    await within(notice.dialog).findByRole("navigation", { name: "Notification pages" })
    expect(await violations()).toEqual([])
    cleanup()

    const help = await openAccountModal("helpCentre", "Help centre", {
      answers: { helpCentre: ok([{ title: "About", tag: "about", content: "<p>About us</p>" }]) },
    })
    await waitFor(() => expect(within(help.dialog).getByRole("heading", { name: "About" })).toBeTruthy())
    expect(await violations()).toEqual([])
    cleanup()

    await openAccountModal("chatRoom", "Customer service")
    expect(await violations()).toEqual([])
  })
})
