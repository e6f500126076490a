/**
 * The SMS flows end to end (spec sections 1, 4 and 9): logging in by mobile number with the code the sandbox wrote
 * to its outbox, the countdown of expiredMinutes x 60 seconds shown on the send button and blocking a resend; and
 * recovering a forgotten password by phone (forgot password → mobile → code → new password → logged in, at home).
 * The recovery works on a member it registers itself, so no seeded password changes.
 */
import { type Locator, type Page, test } from "@playwright/test"
import {
  appearFrom,
  balanceButton,
  expect,
  expectLoggedInAs,
  freshIp,
  freshMember,
  header,
  inputHandled,
  logIn,
  openLogin,
  ready,
  sessionFor,
  signOut,
  smsCode,
  smsCount,
} from "./support.ts"

/** The seeded member with history (sandbox/seed/members.ts) and its bound mobile. */
const player = { account: "player01", mobile: "9171234567" }

const secondsOn = async (button: Locator): Promise<number> =>
  Number((/(\d+)/.exec((await button.textContent()) ?? "") ?? [])[1] ?? Number.NaN)

/** Presses the send-code button and checks the countdown: shown, counting down, and blocking a resend. */
const sendCodeAndCheckCountdown = async (page: Page, form: Locator, mobile: string) => {
  const send = form.getByRole("button", { name: "Send code" })
  await expect(send).toBeEnabled()
  const before = await smsCount(page.request, mobile)
  await send.click()
  // A message says the code went out, so the person knows to look at the phone.
  await expect(form.getByRole("status").filter({ hasText: "A code was sent to your mobile." })).toBeVisible()

  // expiredMinutes is 5 in the sandbox: 300 s (spec section 4 "SMS cooldown"), never more.
  const countdown = form.getByRole("button", { name: /^Resend in \d+s$/ })
  await expect(countdown).toBeVisible()
  await expect(countdown).toBeDisabled()
  const first = await secondsOn(countdown)
  expect(first).toBeGreaterThan(290)
  expect(first).toBeLessThanOrEqual(300)
  await expect.poll(() => secondsOn(countdown), { timeout: 5_000 }).toBeLessThan(first)
  expect(await smsCount(page.request, mobile)).toBe(before + 1)

  // Resend blocked: a forced click on the disabled button asks the platform for nothing.
  const asked: Array<string> = []
  const onRequest = (r: import("@playwright/test").Request) => {
    if (r.url().includes("/wps/")) asked.push(r.url())
  }
  page.on("request", onRequest)
  await countdown.click({ force: true })
  await inputHandled(page)
  page.off("request", onRequest)
  expect(asked.filter((u) => u.includes("/wps/verification/sms/"))).toEqual([])
  expect(await smsCount(page.request, mobile)).toBe(before + 1)
  await expect(form.getByRole("button", { name: "Send code" })).toHaveCount(0)
}

test("SMS login: the code from the outbox logs the member in; the countdown blocks a resend", async ({ page }) => {
  await page.goto("/")
  await ready(page)
  const modal = await openLogin(page)
  await modal.getByRole("tab", { name: "Mobile" }).click()
  const form = modal.getByRole("tabpanel", { name: "Mobile" })

  // The send button waits for a valid number.
  await expect(form.getByRole("button", { name: "Send code" })).toBeDisabled()
  await form.getByRole("textbox", { name: "Mobile number" }).fill(player.mobile)
  await sendCodeAndCheckCountdown(page, form, player.mobile)

  await form.getByRole("textbox", { name: "SMS code" }).fill(await smsCode(page.request, player.mobile))
  await form.getByRole("button", { name: "Log in", exact: true }).click()
  await expect(modal).toBeHidden({ timeout: 15_000 })
  await expectLoggedInAs(page, player.account)
  // An SMS login never forces a password change (spec section 4: not for sms/firebase).
  await expect(page.getByRole("alertdialog", { name: "Set a new password" })).toHaveCount(0)
})

test("recovery by phone: forgot password → mobile → code → new password → logged in, at home", async ({ page }) => {
  // Register, sign out, recover, sign out, two logins: a long flow on a shared machine.
  test.setTimeout(150_000)
  const member = freshMember("Before123", "rec")
  const ip = freshIp()
  await appearFrom(page, ip)
  // The member to recover is registered from the test process (the register form is accounts.e2e.ts's subject).
  await sessionFor(member, { register: true, ip })

  await page.goto("/promotions")
  await ready(page)
  const login = await openLogin(page)
  await login.getByRole("button", { name: "Forgot password?" }).click()
  const modal = page.getByRole("dialog", { name: "Forgot password" })
  await expect(modal).toBeVisible()
  await expect(login).toBeHidden()
  await modal.getByRole("tab", { name: "By mobile" }).click()
  const form = modal.getByRole("tabpanel", { name: "By mobile" })
  await form.getByRole("textbox", { name: "Mobile number" }).fill(member.mobile)
  await sendCodeAndCheckCountdown(page, form, member.mobile)
  await form.getByRole("textbox", { name: "SMS code" }).fill(await smsCode(page.request, member.mobile))

  // The new password is shown in plain text (spec section 5).
  const newPassword = form.getByRole("textbox", { name: "New password" })
  await expect(newPassword).toHaveAttribute("type", "text")
  await newPassword.fill("After1234")
  await form.getByRole("button", { name: "Reset and log in" }).click()

  await expect(modal).toBeHidden({ timeout: 15_000 })
  await expectLoggedInAs(page, member.username)
  await expect(page).toHaveURL(/\/$/)

  // The new password is the one that works now.
  await signOut(page)
  await logIn(page, member.username, member.password)
  await expect(page.getByRole("dialog", { name: "Log in" }).getByRole("alert")).toBeVisible()
  await expect(balanceButton(page)).toHaveCount(0)
  const again = page.getByRole("dialog", { name: "Log in" })
  await again.getByRole("textbox", { name: "Password" }).fill("After1234")
  await again.getByRole("button", { name: "Log in", exact: true }).click()
  await expectLoggedInAs(page, member.username)
  await expect(header(page).getByRole("button", { name: "Log in", exact: true })).toHaveCount(0)
})
