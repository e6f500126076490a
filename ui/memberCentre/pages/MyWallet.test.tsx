// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { expectEscapeFromButton, sendLosingFocus } from "../../testing/sendLosingFocus.ts"
import { balanceOf, keysOf, openCentre, settle } from "../memberCentreTestKit.tsx"

afterEach(cleanup)

const open = (answers: Record<string, unknown> = {}) =>
  openCentre("transferFund", {
    answers: { balance: balanceOf(1000, { Slots: 50, Live: 0 }), ...answers } as never,
  })

const form = async (dialog: HTMLElement) => {
  const section = await within(dialog).findByRole("region", { name: "Transfer between wallets" })
  return within(section)
}

describe("my wallet", () => {
  it("shows the total, the main wallet and each game wallet", async () => {
    const { dialog } = await open()
    const q = within(dialog)
    expect(await q.findByText("P 1,050.00", { selector: ".mcp-summary-total .mcp-summary-value" })).toBeTruthy()
    expect(await q.findByText("Main wallet", { selector: ".mcp-summary-label" })).toBeTruthy()
    const wallets = within(q.getByRole("region", { name: "Game wallets" }))
    expect(wallets.getByText("Slots")).toBeTruthy()
    expect(wallets.getByText("P 50.00")).toBeTruthy()
  })

  it("refuses an amount over the source wallet's balance, or badly written, before sending anything", async () => {
    const { dialog, rt } = await open({ walletTransfer: ok({ successAmount: 1 }) })
    const f = await form(dialog)
    const amount = f.getByLabelText("Amount")
    fireEvent.change(amount, { target: { value: "1000.01" } })
    expect(f.getByText("The amount exceeds your balance of 1,000.00")).toBeTruthy()
    fireEvent.change(amount, { target: { value: "12.345" } })
    expect(f.getByText("Enter an amount with at most two decimals")).toBeTruthy()
    fireEvent.click(f.getByRole("button", { name: "Transfer" }))
    await settle()
    expect(rt.called()).not.toContain("walletTransfer")
  })

  it("moves the money once on a double click, and says so", async () => {
    const { dialog, rt } = await open({ walletTransfer: ok({ successAmount: 10 }) })
    const f = await form(dialog)
    fireEvent.change(f.getByLabelText("Amount"), { target: { value: "10" } })
    const submit = f.getByRole("button", { name: "Transfer" })
    fireEvent.click(submit)
    fireEvent.click(submit)
    fireEvent.submit(submit.closest("form") as HTMLFormElement)
    expect(await f.findByText("P 10.00 moved from Main wallet to Slots.")).toBeTruthy()
    expect(keysOf(rt, "walletTransfer")).toEqual(["key-1"])
    expect(rt.requests.find((r) => r.endpoint.name === "walletTransfer")?.body).toEqual({
      fromAccountTypeId: 0,
      toAccountTypeId: 100,
      amount: 10,
    })
  })

  it("keeps the focus in the centre while the busy button is disabled, so Escape still closes it", async () => {
    const { dialog } = await open({ walletTransfer: ok({ successAmount: 10 }) })
    const f = await form(dialog)
    fireEvent.change(f.getByLabelText("Amount"), { target: { value: "10" } })
    const submit = f.getByRole("button", { name: "Transfer" })
    const focused = await sendLosingFocus(submit, async () => {
      expect(await f.findByText("P 10.00 moved from Main wallet to Slots.")).toBeTruthy()
      await waitFor(() => expect(submit.getAttribute("aria-busy")).toBeNull())
    })
    await expectEscapeFromButton(focused, submit, () =>
      waitFor(() => expect(screen.queryByRole("dialog", { name: "Member centre" })).toBeNull()),
    )
  })

  it("retries after a dropped link with the same idempotency key", async () => {
    const { dialog, rt } = await open({ walletTransfer: ["network", ok({ successAmount: 10 })] })
    const f = await form(dialog)
    fireEvent.change(f.getByLabelText("Amount"), { target: { value: "10" } })
    fireEvent.click(f.getByRole("button", { name: "Transfer" }))
    expect(await f.findByText(/Network link abnormal.*the money will not move twice/)).toBeTruthy()
    fireEvent.click(f.getByRole("button", { name: "Transfer" }))
    expect(await f.findByText("P 10.00 moved from Main wallet to Slots.")).toBeTruthy()
    expect(keysOf(rt, "walletTransfer")).toEqual(["key-1", "key-1"])
  })

  it("gathers every game wallet into the main one", async () => {
    const { dialog, rt } = await open({
      walletTransfer: ok({ successAmount: 50 }),
      balance: balanceOf(1000, { Slots: 50 }),
    })
    const all = await within(dialog).findByRole("button", { name: "All to main" })
    await waitFor(() => expect((all as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(all)
    await waitFor(() => expect(rt.called()).toContain("walletTransfer"))
    expect(rt.requests.find((r) => r.endpoint.name === "walletTransfer")?.body).toEqual({
      fromAccountTypeId: 100,
      toAccountTypeId: 0,
      amount: 50,
    })
  })

  it("hides transfers in single-wallet mode", async () => {
    const { dialog } = await openCentre("wallet", {
      answers: { merchantWallet: ok({ isSingle: true }), balance: balanceOf(1000) },
    })
    const q = within(dialog)
    expect(await q.findByText(/one wallet shared by every game/)).toBeTruthy()
    expect(q.queryByRole("region", { name: "Transfer between wallets" })).toBeNull()
    expect(q.getByRole("button", { name: "Wallet" }).getAttribute("aria-current")).toBe("page")
  })
})
