// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import { LoggedInBar } from "../memberBar/LoggedInBar.tsx"
import { find, games, play, settle } from "./gamesTestKit.tsx"

afterEach(cleanup)

/** A message arriving at the portal's window from `source`, as the browser delivers a frame's postMessage. */
const message = (source: unknown, origin: string, type = "arena:balance") =>
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data: { type }, origin, source: source as Window }))
  })

describe("the game stage", () => {
  it("refreshes the header's balance when the game says it moved after a round; other senders are ignored", async () => {
    let sum = 100
    const { rt } = await games("member", "/rng?page=PT", {
      balance: () => ok({ sumBalance: sum, currencySymbol: "P" }),
    })
    render(<LoggedInBar />)
    const amount = () => document.querySelector(".bar-amount")?.textContent
    await waitFor(() => expect(amount()).toBe("100.00"), find)
    fireEvent.click(await play("Golden Lotus"))
    const frame = (await screen.findByTitle(/^Game: /, undefined, find)) as HTMLIFrameElement
    // happy-dom loads no frame: the game's window is a stand-in the portal compares the sender with.
    const game = {}
    Object.defineProperty(frame, "contentWindow", { value: game })
    const calls = () => rt.requests.filter((r) => r.endpoint.name === "balance").length

    // The demo game (same origin, so its sandboxed document's origin is "null") settled a round.
    sum = 250.5
    await message(game, "null")
    await waitFor(() => expect(amount()).toBe("250.50"), find)

    // Another origin, another frame, another kind of message: no refresh.
    sum = 999
    const before = calls()
    await message(game, "https://elsewhere.example")
    await message(window, "null")
    await message(game, "null", "arena:other")
    await settle()
    expect(calls()).toBe(before)
    expect(amount()).toBe("250.50")
  })
})
