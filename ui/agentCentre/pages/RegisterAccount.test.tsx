// @vitest-environment happy-dom
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import type { Event } from "../../../core/events/Event.ts"
import { ok, refused } from "../../../core/workflows/testRuntime.ts"
import { bodiesOf, openAgent } from "../agentCentreTestKit.tsx"

afterEach(cleanup)

const rules = {
  username: {
    enabled: "1",
    required: "1",
    patternId: 2,
    minLength: 6,
    maxLength: 16,
    acceptedPattern: "^[a-zA-Z][a-zA-Z0-9]*$",
  },
  password: {
    enabled: "1",
    required: "1",
    patternId: 6,
    minLength: 6,
    maxLength: 20,
    acceptedPattern: "^(?=.*[a-zA-Z])(?=.*\\d)[a-zA-Z\\d]+$",
  },
  email: {
    enabled: "1",
    required: "0",
    patternId: 4,
    minLength: 5,
    maxLength: 50,
    acceptedPattern: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$",
  },
  mobileNum: { enabled: "0", required: "0", patternId: 7, minLength: 8, maxLength: 12, acceptedPattern: "^\\d+$" },
  qqNum: { enabled: "1", required: "1", patternId: 7, minLength: 5, maxLength: 12, acceptedPattern: "^\\d+$" },
}

const settings = { _tag: "PermissionLoaded", value: { info: { register: rules } } } as unknown as Event

const open = (answers: Record<string, unknown> = {}) =>
  openAgent("registerCenter", {
    events: [settings],
    answers: {
      downlines: ok({ list: [{ account: "newbie01", type: 0, balance: 0, teamSize: 0 }], totalPages: 1 }),
      ...answers,
    } as never,
  })

const form = async (dialog: HTMLElement) =>
  within(await within(dialog).findByRole("form", { name: "Register a downline account" }))

describe("the register centre", () => {
  it("is the Account page of the menu, with the brand's fields only", async () => {
    const { dialog } = await open()
    expect(within(dialog).getByRole("heading", { name: "Account", level: 3 })).toBeTruthy()
    const q = await form(dialog)
    expect(await q.findByLabelText("Username")).toBeTruthy()
    expect(q.getByLabelText("Password")).toBeTruthy()
    expect(q.getByLabelText("Confirm password")).toBeTruthy()
    expect(q.getByLabelText(/Email/)).toBeTruthy()
    expect(q.queryByLabelText(/Mobile number/)).toBeNull()
    expect(q.queryByLabelText(/QQ/)).toBeNull()
  })

  it("checks each field as it is typed and all of them on submit, sending nothing while one is wrong", async () => {
    const { dialog, rt } = await open()
    const q = await form(dialog)
    const username = await q.findByLabelText("Username")
    fireEvent.change(username, { target: { value: "1ab" } })
    expect(username.getAttribute("aria-invalid")).toBe("true")
    expect(q.queryByLabelText("Password")?.getAttribute("aria-invalid")).not.toBe("true")
    fireEvent.change(q.getByLabelText("Password"), { target: { value: "abc123" } })
    fireEvent.change(q.getByLabelText("Confirm password"), { target: { value: "abc124" } })
    expect(q.getByLabelText("Confirm password").getAttribute("aria-invalid")).toBe("true")
    fireEvent.click(q.getByRole("button", { name: "Create account" }))
    await waitFor(() =>
      expect(q.getAllByRole("textbox").filter((e) => e.getAttribute("aria-invalid") === "true")).toHaveLength(1),
    )
    expect(bodiesOf(rt, "registerDownline")).toEqual([])
  })

  it("creates the account once, shows it, and leads to team management where it is listed", async () => {
    const { dialog, rt } = await open({ registerDownline: ok({ account: "newbie01", type: 0 }) })
    const q = await form(dialog)
    fireEvent.change(await q.findByLabelText("Username"), { target: { value: " newbie01 " } })
    fireEvent.change(q.getByLabelText("Password"), { target: { value: "abc123" } })
    fireEvent.change(q.getByLabelText("Confirm password"), { target: { value: "abc123" } })
    const submit = q.getByRole("button", { name: "Create account" })
    fireEvent.click(submit)
    fireEvent.click(submit)
    expect(await within(dialog).findByText("Account newbie01 was created.")).toBeTruthy()
    expect(bodiesOf(rt, "registerDownline")).toEqual([
      { username: "newbie01", password: "abc123", confirmPassword: "abc123" },
    ])
    fireEvent.click(within(dialog).getByRole("button", { name: "Open team management" }))
    expect(await within(dialog).findByRole("cell", { name: "newbie01" })).toBeTruthy()
    expect(within(dialog).getByRole("heading", { name: "Team management", level: 3 })).toBeTruthy()
  })

  it("says a taken username is taken, and keeps what was typed", async () => {
    const { dialog } = await open({ registerDownline: refused(400, "account_exists", "taken") })
    const q = await form(dialog)
    fireEvent.change(await q.findByLabelText("Username"), { target: { value: "player01" } })
    fireEvent.change(q.getByLabelText("Password"), { target: { value: "abc123" } })
    fireEvent.change(q.getByLabelText("Confirm password"), { target: { value: "abc123" } })
    fireEvent.click(q.getByRole("button", { name: "Create account" }))
    expect(await q.findByRole("alert")).toHaveProperty("textContent", "This username is already taken.")
    expect((q.getByLabelText("Username") as HTMLInputElement).value).toBe("player01")
  })
})
