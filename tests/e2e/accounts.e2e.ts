/**
 * Accounts end to end (spec sections 2, 4 and 5): registering a new member with the fields the brand's settings ask
 * for, the terms and the age agreement; logging in by username; signing out through the confirmation. Each test
 * creates what it needs (a fresh username and mobile, its own address), so it leaves the sandbox as it found it.
 */
import { test } from "@playwright/test"
import {
  atHomeFrom,
  balanceButton,
  expect,
  expectLoggedInAs,
  freshMobile,
  freshUsername,
  header,
  logIn,
  openRegister,
  ready,
  signOut,
} from "./support.ts"

test.describe("register", () => {
  test("a new member registers with the brand's fields, the terms and the age agreement, and is logged in", async ({
    page,
  }) => {
    await atHomeFrom(page)
    const modal = await openRegister(page)

    // The demo brand's rules (sandbox/seed/brand.ts): username, password, mobile required; real name, email,
    // WhatsApp and invitation code shown but optional; QQ, LINE, WeChat, ID number, payment password not shown.
    await expect(modal.getByRole("tab", { name: "By username" })).toHaveAttribute("aria-selected", "true")
    await expect(modal.getByRole("tab", { name: "By mobile" })).toBeVisible()
    for (const name of ["Username", "Mobile number", "Real name", "Email", "WhatsApp number", "Invitation code"])
      await expect(modal.getByRole("textbox", { name, exact: true })).toBeVisible()
    await expect(modal.getByRole("textbox", { name: "Password", exact: true })).toBeVisible()
    await expect(modal.getByRole("textbox", { name: "Confirm password" })).toBeVisible()
    await expect(modal.getByRole("combobox", { name: "Country code" })).toHaveValue(/63/)
    for (const hidden of [/QQ/i, /LINE/, /WeChat/i, /ID number/i, /Payment password/i])
      await expect(modal.getByRole("textbox", { name: hidden })).toHaveCount(0)

    // Validation as the person types, next to the field, in the current language.
    const username = modal.getByRole("textbox", { name: "Username" })
    await username.fill("1bad")
    await username.blur()
    await expect(modal.getByText("Must be 6-16 characters: a letter first, then letters and digits")).toBeVisible()
    await expect(username).toHaveAttribute("aria-invalid", "true")

    const account = freshUsername("reg")
    await username.fill(account)
    await expect(username).not.toHaveAttribute("aria-invalid", "true")
    await modal.getByRole("textbox", { name: "Password", exact: true }).fill("Secret123")
    const confirm = modal.getByRole("textbox", { name: "Confirm password" })
    await confirm.fill("Secret124")
    await confirm.blur()
    await expect(modal.getByText(/do not match|Incorrect confirmation input/)).toBeVisible()
    await confirm.fill("Secret123")
    await modal.getByRole("textbox", { name: "Mobile number" }).fill(freshMobile())

    // Submitting without the agreements: both are asked for, nothing is sent.
    let sent = 0
    page.on("request", (r) => {
      if (r.url().includes("/wps/member/register")) sent += 1
    })
    const submit = modal.getByRole("button", { name: "Register", exact: true })
    await submit.click()
    await expect(modal.getByText("You must agree to the terms")).toBeVisible()
    await expect(modal.getByText("You must confirm you are at least 18 years old")).toBeVisible()
    expect(sent).toBe(0)

    await modal.getByRole("checkbox", { name: /I have read and agree/ }).check()
    await expect(modal.getByText("You must agree to the terms")).toBeHidden()
    await modal.getByRole("checkbox", { name: /at least 18 years old/ }).check()
    await submit.click()

    // Registered: the modal closes, the new member is logged in at home.
    await expect(modal).toBeHidden({ timeout: 15_000 })
    await expectLoggedInAs(page, account)
    await expect(page).toHaveURL(/\/$/)
    expect(sent).toBe(1)
  })

  test("the user agreement opens the help centre on the agreement, over the typed form", async ({ page }) => {
    await page.goto("/")
    await ready(page)
    const modal = await openRegister(page)
    const username = modal.getByRole("textbox", { name: "Username" })
    await username.fill("keptname1")
    await modal.getByRole("button", { name: "User Agreement" }).click()
    const help = page.getByRole("dialog", { name: "Help centre" })
    await expect(help).toBeVisible()
    // Spec section 2: /help is "also the user agreement reached from registration" (the topic tagged "term").
    await expect(help.getByRole("button", { name: "User Agreement" })).toHaveAttribute("aria-current", "true")
    await expect(help.getByRole("heading", { name: "User Agreement", exact: true })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(help).toBeHidden()
    await expect(username).toHaveValue("keptname1")
  })

  test("/register opens the register modal over the home page", async ({ page }) => {
    await page.goto("/register")
    await expect(page.getByRole("dialog", { name: "Register" })).toBeVisible()
    await expect(page.getByRole("main")).toBeAttached()
  })

  test("a link's bad referral code is said on arrival, in sight at 375 px and at 1440 px", async ({ page }) => {
    // No member holds this code: the warning must be seen without scrolling the form, on a phone and a desktop.
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 900 })
      await page.goto("/register?referralCode=NOSUCHCODE9")
      const modal = page.getByRole("dialog", { name: "Register" })
      const warning = modal.getByText("The referral code of your link is not valid. Remove it to register without it.")
      await expect(warning, `${width} px`).toBeInViewport({ ratio: 1 })
    }
  })
})

test.describe("log in and sign out", () => {
  test("a member logs in by username and signs out through the confirmation", async ({ page }) => {
    await page.goto("/")
    await ready(page)
    await logIn(page, "player01", "Player123")
    await expectLoggedInAs(page, "player01")
    await expect(page.getByRole("dialog", { name: "Log in" })).toBeHidden()
    await expect(header(page).getByRole("button", { name: "Log in", exact: true })).toHaveCount(0)

    // The session survives a reload (the token is kept in session storage).
    await page.reload()
    await expectLoggedInAs(page, "player01")

    // Sign out asks first; cancelling keeps the session.
    await header(page).getByRole("button", { name: "Sign out", exact: true }).click()
    const confirm = page.getByRole("alertdialog", { name: "Sign out" })
    await expect(confirm).toBeVisible()
    await expect(confirm.getByText("Are you sure you want to sign out?")).toBeVisible()
    await confirm.getByRole("button", { name: "Cancel" }).click()
    await expect(confirm).toBeHidden()
    await expect(balanceButton(page)).toBeVisible()

    // Escape closes it too, still logged in.
    await header(page).getByRole("button", { name: "Sign out", exact: true }).click()
    await expect(confirm).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(confirm).toBeHidden()
    await expect(balanceButton(page)).toBeVisible()

    await signOut(page)
    await expect(balanceButton(page)).toHaveCount(0)
    await expect(page).toHaveURL(/\/$/)
    // Signed out for real: a reload does not bring the session back.
    await page.reload()
    await ready(page)
    await expect(balanceButton(page)).toHaveCount(0)
  })

  test("remember me fills the login form after signing out in the same tab, every opening", async ({ page }) => {
    // A login, a sign-out and three openings of the lazy modal: more than a minute on the shared 2-core machine.
    test.setTimeout(120_000)
    await page.goto("/")
    await ready(page)
    // The modal's strings load lazily: on a loaded machine its title can take longer than openLogin's wait.
    const opened = async () => {
      await header(page).getByRole("button", { name: "Log in", exact: true }).click()
      const modal = page.getByRole("dialog", { name: "Log in", exact: true })
      await expect(modal).toBeVisible({ timeout: 30_000 })
      return modal
    }
    const first = await opened()
    await first.getByRole("textbox", { name: "Username", exact: true }).fill("player01")
    await first.getByRole("textbox", { name: "Password", exact: true }).fill("Player123")
    await first.getByRole("checkbox", { name: "Remember me" }).check()
    await first.getByRole("button", { name: "Log in", exact: true }).click()
    await expectLoggedInAs(page, "player01")
    await signOut(page)
    // Spec section 3: the last username and the remember flag are kept in cookies (24 hours); the next opening of the
    // login form, in the same tab and without a reload, shows them, and so does the one after it.
    for (const opening of [1, 2]) {
      const modal = await opened()
      // The focus starts in the first field, ready for typing, not on the way's tab (a keyboard user types at once).
      await expect(modal.getByRole("textbox", { name: "Username", exact: true }), `opening ${opening}`).toBeFocused()
      await expect(modal.getByRole("textbox", { name: "Username", exact: true }), `opening ${opening}`).toHaveValue(
        "player01",
      )
      await expect(modal.getByRole("checkbox", { name: "Remember me" }), `opening ${opening}`).toBeChecked()
      await page.keyboard.press("Escape")
      await expect(modal).toBeHidden()
    }
  })

  test("a wrong password is refused next to the form, in the current language", async ({ page }) => {
    await atHomeFrom(page)
    await logIn(page, freshUsername("nobody"), "Wrong1234")
    const modal = page.getByRole("dialog", { name: "Log in" })
    await expect(modal.getByRole("alert")).toBeVisible()
    await expect(modal.getByRole("alert")).not.toBeEmpty()
    await expect(balanceButton(page)).toHaveCount(0)
  })
})
