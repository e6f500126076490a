// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import { find, games, here, play } from "./gamesTestKit.tsx"

afterEach(cleanup)

/** A balance with money only in the main wallet (major units on the wire) and Playtech's wallet empty. */
const wallets = (main: number, pt: number) =>
  ok({
    sumBalance: main + pt,
    currencySymbol: "P",
    balance: [
      { accountTypeId: 0, accountTypeName: "MAIN", availBalance: main },
      { accountTypeId: 12, accountTypeName: "PT", displayName: "Playtech", availBalance: pt },
    ],
  })

/** A member whose money sits in the main wallet; the balance follows the transfer once it is made. */
const memberWithMoneyInMain = async () => {
  let moved = false
  return games("member", "/rng?page=PT", {
    balance: () => (moved ? wallets(70, 50) : wallets(120, 0)),
    walletTransfer: () => {
      moved = true
      return ok({ successAmount: 50 })
    },
  })
}

describe("the first launch of a game whose wallet is empty", () => {
  it("offers a transfer before the game opens, checks the amount, moves it once, then launches", async () => {
    const { rt, location } = await memberWithMoneyInMain()
    fireEvent.click(await play("Golden Lotus"))
    const dialog = await screen.findByRole("dialog", { name: "Bring money into Playtech" }, find)
    expect(dialog.textContent).toContain("120.00")
    expect(rt.called()).not.toContain("launchGame")
    const field = within(dialog).getByLabelText("Amount to move") as HTMLInputElement
    fireEvent.change(field, { target: { value: "500" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Move and play" }))
    expect(await within(dialog).findByText(/exceeds your balance/, undefined, find)).toBeTruthy()
    expect(rt.called()).not.toContain("walletTransfer")
    fireEvent.click(within(dialog).getByRole("button", { name: "All" }))
    expect(field.value).toBe("120.00")
    fireEvent.change(field, { target: { value: "50" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Move and play" }))
    await waitFor(() => expect(rt.called()).toContain("launchGame"), find)
    const transfers = rt.requests.filter((r) => r.endpoint.name === "walletTransfer")
    expect(transfers.map((r) => r.body)).toEqual([{ fromAccountTypeId: 0, toAccountTypeId: 12, amount: 50 }])
    expect(transfers[0]?.idempotencyKey).toBeTruthy()
    await waitFor(() => expect(here(location)).toBe("/game"), find)
    expect(screen.queryByRole("dialog", { name: "Bring money into Playtech" })).toBeNull()
  })

  it("lets the member play without moving money", async () => {
    const { rt } = await memberWithMoneyInMain()
    fireEvent.click(await play("Golden Lotus"))
    const dialog = await screen.findByRole("dialog", { name: "Bring money into Playtech" }, find)
    fireEvent.click(within(dialog).getByRole("button", { name: "Play without moving" }))
    await waitFor(() => expect(rt.called()).toContain("launchGame"), find)
    expect(rt.called()).not.toContain("walletTransfer")
  })
})
