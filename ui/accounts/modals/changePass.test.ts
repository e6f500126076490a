// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { loginByUsername } from "../../../core/workflows/loginByUsername.ts"
import { ok, refused } from "../../../core/workflows/testRuntime.ts"
import { member } from "../../testing/harness.tsx"
import { type Brand, findDialog, openAccountModal, portal, settle } from "../accountsTestKit.tsx"

afterEach(cleanup)
beforeAll(() => import("./changePass.tsx"))

const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })

/** Logs in through core's workflow as the login modal would, then waits for what the state opens. */
const logIn = async (password: string, brand: Brand & { readonly passwordExpired?: boolean } = {}) => {
  const p = await portal({
    ...brand,
    answers: {
      login: ok({ token: "t-1", firstTimeLogin: true, passwordExpired: brand.passwordExpired ?? false }),
      firstLogin: ok(null),
      memberInfo: member("player01"),
      changePassword: ok(null),
      ...brand.answers,
    },
  })
  await act(async () => {
    await p.rt.run(loginByUsername({ username: "player01", password, remember: false }))
  })
  return p
}

/**
 * The forced change, once open: it says why and names the account, has no close button, and is sent an Escape
 * (which must leave it open).
 */
const forcedChangeEscaped = async () => {
  const dialog = await findDialog("Set a new password", "alertdialog")
  const q = within(dialog)
  expect(q.getByText(/You are using the default password/)).toBeTruthy()
  expect(q.getByText("player01")).toBeTruthy()
  expect(q.queryByRole("button", { name: "Close" })).toBeNull()
  fireEvent.keyDown(dialog, { key: "Escape" })
  return { dialog, q }
}

describe("the change-password modal", () => {
  it("is forced after a login with the default password: it says why and cannot be dismissed", async () => {
    const { rt } = await logIn("123456")
    // No close button, no Escape, no cover.
    const { q } = await forcedChangeEscaped()
    fireEvent.click(screen.getByTestId("modal-cover"))
    await settle()
    expect(screen.getByRole("alertdialog", { name: "Set a new password" })).toBeTruthy()
    expect(rt.store.state().modals.open).toContain("changePass")
    // The default password is known: only the new one and its confirmation are asked.
    expect(q.queryByLabelText("Current password")).toBeNull()
    expect(q.getByLabelText("New password").getAttribute("autocomplete")).toBe("new-password")
  })

  it("completes the held login with the new password, then confirms", async () => {
    const { rt } = await logIn("123456")
    const dialog = await findDialog("Set a new password", "alertdialog")
    fill(dialog, "New password", "fresh2026")
    fill(dialog, "Confirm new password", "fresh2026")
    const submit = within(dialog).getByRole("button", { name: "Change password" })
    fireEvent.click(submit)
    fireEvent.click(submit)
    const done = await findDialog("Notice", "alertdialog")
    expect(within(done).getByText("Your password has been changed.")).toBeTruthy()
    expect(screen.queryByRole("alertdialog", { name: "Set a new password" })).toBeNull()
    expect(rt.called().filter((n) => n === "changePassword")).toHaveLength(1)
    expect(rt.requests.find((r) => r.endpoint.name === "changePassword")?.body).toEqual({
      oldPassword: "123456",
      newPassword: "fresh2026",
      confirmNewPassword: "fresh2026",
    })
    expect(rt.store.state().session).toMatchObject({ forcedPasswordChange: undefined, member: { account: "player01" } })
  })

  it("is forced again after a reload during the change: the member is not let in without it", async () => {
    const { rt } = await logIn("123456")
    await findDialog("Set a new password", "alertdialog")
    const stored = [...rt.session.entries()]
    cleanup()
    // The reload: a new portal over the same session storage, starting as the portal starts (restoreSession).
    const again = await portal({
      session: stored,
      answers: { memberInfo: member("player01"), changePassword: ok(null) },
    })
    const { restoreSession } = await import("../../../core/workflows/restoreSession.ts")
    await act(async () => {
      await again.rt.run(restoreSession)
    })
    const { dialog, q } = await forcedChangeEscaped()
    await settle()
    expect(screen.getByRole("alertdialog", { name: "Set a new password" })).toBeTruthy()
    expect(again.rt.store.state().session.loggedIn).toBe(false)
    expect(again.rt.called()).not.toContain("memberInfo")
    // The default password is still known: the change completes the held login.
    expect(q.queryByLabelText("Current password")).toBeNull()
    fill(dialog, "New password", "fresh2026")
    fill(dialog, "Confirm new password", "fresh2026")
    fireEvent.click(q.getByRole("button", { name: "Change password" }))
    await findDialog("Notice", "alertdialog")
    expect(again.rt.requests.find((r) => r.endpoint.name === "changePassword")?.body).toMatchObject({
      oldPassword: "123456",
    })
    expect(again.rt.store.state().session).toMatchObject({ loggedIn: true, member: { account: "player01" } })
  })

  it("is forced when the password expired (PWDEXPFORCECHANGE3), asking the current one only when not known", async () => {
    await logIn("oldSecret1", { on: ["PWDEXPFORCECHANGE3"], passwordExpired: true })
    const dialog = await findDialog("Set a new password", "alertdialog")
    expect(within(dialog).getByText(/Your password has expired/)).toBeTruthy()
    // Logged in through core alone, no form held the typed password: it is asked.
    expect(within(dialog).getByLabelText("Current password").getAttribute("autocomplete")).toBe("current-password")
  })

  it("does not ask again for the expired password just typed in the login form (spec section 5)", async () => {
    const p = await portal({
      on: ["PWDEXPFORCECHANGE3"],
      answers: {
        login: ok({ token: "t-1", firstTimeLogin: false, passwordExpired: true }),
        memberInfo: member("player01"),
        changePassword: ok(null),
      },
    })
    const { loginByUsername: logInFromForm } = await import("../../actions/session.ts")
    await act(async () => {
      await logInFromForm({ username: "player01", password: "oldSecret1", remember: false })
    })
    const dialog = await findDialog("Set a new password", "alertdialog")
    expect(within(dialog).getByText(/Your password has expired/)).toBeTruthy()
    expect(within(dialog).queryByLabelText("Current password")).toBeNull()
    fill(dialog, "New password", "fresh2026")
    fill(dialog, "Confirm new password", "fresh2026")
    fireEvent.click(within(dialog).getByRole("button", { name: "Change password" }))
    await findDialog("Notice", "alertdialog")
    expect(p.rt.requests.find((r) => r.endpoint.name === "changePassword")?.body).toEqual({
      oldPassword: "oldSecret1",
      newPassword: "fresh2026",
      confirmNewPassword: "fresh2026",
    })
  })

  it("from the member's own choice: closable, asks the current password, checks the confirmation", async () => {
    const { rt } = await logIn("mySecret9", {
      answers: { changePassword: refused(400, "old_password_incorrect", "wrong") },
    })
    act(() => rt.store.dispatch({ _tag: "ModalOpened", modal: "changePass" }))
    const dialog = await findDialog("Change password")
    const q = within(dialog)
    expect(q.getByText("player01")).toBeTruthy()
    fill(dialog, "New password", "fresh2026")
    fill(dialog, "Confirm new password", "fresh2027")
    expect(q.getByText("Incorrect confirmation input")).toBeTruthy()
    fireEvent.click(q.getByRole("button", { name: "Change password" }))
    await settle()
    expect(q.getByLabelText("Current password").getAttribute("aria-invalid")).toBe("true")
    await waitFor(() => expect(document.activeElement).toBe(q.getByLabelText("Current password")))
    expect(rt.called()).not.toContain("changePassword")
    fill(dialog, "Current password", "notMine1")
    fill(dialog, "Confirm new password", "fresh2026")
    fireEvent.click(q.getByRole("button", { name: "Change password" }))
    expect((await q.findByRole("alert")).textContent).toBe("The current password is incorrect.")
    fireEvent.keyDown(dialog, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Change password" })).toBeNull())
    expect(rt.store.state().modals.open).not.toContain("changePass")
  })

  it("tells a visitor to log in, and a trial account that it needs a real one", async () => {
    const visitor = await openAccountModal("changePass", "Change password")
    expect(within(visitor.dialog).getByRole("alert").textContent).toBe("You are not logged in, please log in.")
    fireEvent.click(within(visitor.dialog).getByRole("button", { name: "Log in" }))
    expect(visitor.rt.store.state().modals.open).toEqual(["login"])
    cleanup()
    const trial = await openAccountModal("changePass", "Change password", {
      events: [
        { _tag: "FreePlayStarted", value: { token: "[redacted]" } },
        { _tag: "MemberInfoLoaded", value: { id: 9, account: "demo01", type: 4 } },
      ] as never,
    })
    expect(within(trial.dialog).getByRole("alert").textContent).toBe(
      "You need a real account for this. Please register a real account.",
    )
    expect(within(trial.dialog).queryByLabelText("New password")).toBeNull()
  })
})
