// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import { openMemberCentre } from "../actions/centres.ts"
import { loadSettingsFor, member, renderAt, setup, status, whitelabel } from "../testing/harness.tsx"

afterEach(cleanup)

const answers = (extra: Record<string, unknown> = {}) => ({
  status: status({ on: ["DIRECTREG3"] }),
  whitelabel: ok(whitelabel("DIRECTREG3")),
  registerRules: ok({}),
  domainRoute: ok({}),
  gameVendors: ok({ data: { lanes: [] } }),
  hotGames: ok({ list: [] }),
  ...extra,
})

describe("core's popups and dialogs", () => {
  it("a visitor opening the member centre gets the not-logged-in popup, which leads to the login modal", async () => {
    const rt = await setup({ answers: answers() })
    await loadSettingsFor(rt)
    renderAt("/")
    await act(async () => openMemberCentre("depositv2"))
    const popup = await screen.findByRole("alertdialog", { name: "Please log in" })
    expect(within(popup).getByText("You are not logged in, please log in.")).toBeTruthy()
    expect(within(popup).getByRole("button", { name: "Register now" })).toBeTruthy()
    fireEvent.click(within(popup).getByRole("button", { name: "Log in" }))
    expect(rt.store.state().modals.open).toEqual(["login"])
    expect(await screen.findByRole("dialog", { name: "Log in" })).toBeTruthy()
  })

  it("a trial member gets the need-a-real-account warning with one confirm button", async () => {
    const rt = await setup({
      session: [["token", "t"]],
      answers: answers({ memberInfo: member("demo01", 4), balance: ok({ sumBalance: 0 }), unreadCount: ok(0) }),
    })
    const { restoreSession } = await import("../../core/workflows/restoreSession.ts")
    await rt.run(restoreSession)
    renderAt("/")
    await act(async () => openMemberCentre())
    const warning = await screen.findByRole("alertdialog", { name: "Warning" })
    expect(within(warning).getByText("You need a real account for this. Please register a real account.")).toBeTruthy()
    const buttons = within(warning)
      .getAllByRole("button")
      .filter((b) => !b.classList.contains("modal-close"))
    expect(buttons.map((b) => b.textContent)).toEqual(["OK"])
    fireEvent.click(buttons[0] as HTMLElement)
    await waitFor(() => expect(rt.store.state().modals.dialog).toBeUndefined())
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
  })

  it("shows the translation of the platform's code, never the server's text (it comes in one language)", async () => {
    const rt = await setup({
      language: "ja",
      session: [["token", "t"]],
      answers: answers({ memberInfo: member("member01", 0), balance: ok({ sumBalance: 0 }), unreadCount: ok(0) }),
    })
    const { restoreSession } = await import("../../core/workflows/restoreSession.ts")
    await rt.run(restoreSession)
    renderAt("/")
    await act(async () =>
      rt.store.dispatch({
        _tag: "SessionEnded",
        endpoint: "balance",
        errorCode: "login.not.session",
        message: "You are not logged in, please login",
      }),
    )
    const dialog = await screen.findByRole("alertdialog", { name: "ご注意" })
    // Spec section 8: "Not logged in ... you are not logged in, please login", in the member's language.
    expect(within(dialog).getByText("ログインしていません。ログインしてください。")).toBeTruthy()
    expect(within(dialog).queryByText("You are not logged in, please login")).toBeNull()
  })

  it("shows the key's text for a code without a message of its own, not the server's text", async () => {
    const rt = await setup({ answers: answers() })
    renderAt("/")
    await act(async () =>
      rt.store.dispatch({ _tag: "DialogShown", kind: "warning", key: "sms_request_failed", message: "Quota reached" }),
    )
    const dialog = await screen.findByRole("alertdialog", { name: "Warning" })
    expect(within(dialog).getByText("The SMS code could not be sent.")).toBeTruthy()
    expect(within(dialog).queryByText("Quota reached")).toBeNull()
  })
})
