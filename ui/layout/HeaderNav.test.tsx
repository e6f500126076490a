// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { games } from "../games/gamesTestKit.tsx"

afterEach(cleanup)

describe("the main menu", () => {
  it("marks one item as the current page where two categories share it (/elott: Lottery, not Lotto too)", async () => {
    await games("visitor", "/elott")
    const nav = await screen.findByRole("navigation", { name: "Main menu" })
    await within(nav).findByRole("link", { name: "Lotto" })
    const current = within(nav)
      .getAllByRole("link")
      .filter((a) => a.getAttribute("aria-current") === "page")
    expect(current.map((a) => a.textContent)).toEqual(["Lottery"])
  })
})
