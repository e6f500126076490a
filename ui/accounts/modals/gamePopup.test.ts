// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { find, games, play } from "../../games/gamesTestKit.tsx"

afterEach(cleanup)

const openList = async () => {
  const p = await games("member", "/live")
  fireEvent.click(await play("AG Live"))
  const list = await screen.findByRole("dialog", { name: "AG Live games" }, find)
  await within(list).findByRole("button", { name: "Play Baccarat Squeeze" }, find)
  return { ...p, list }
}

describe("the game popup (a VASSALAGE vendor's games)", () => {
  it("lists the vendor's games, asked for by vendor", async () => {
    const { rt } = await openList()
    expect(rt.store.state().launch.status).toEqual({ _tag: "GameList", vendor: "AG" })
    expect(rt.requests.filter((r) => r.endpoint.name === "gameList").at(-1)?.body).toMatchObject({
      vassalage: "AG",
      pageNo: 1,
    })
  })

  it("filters by the types the platform lists for the vendor", async () => {
    const { rt, list } = await openList()
    expect(
      within(list)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["All", "Baccarat", "Roulette"])
    fireEvent.click(within(list).getByRole("tab", { name: "Roulette" }))
    await waitFor(() =>
      expect(rt.requests.filter((r) => r.endpoint.name === "gameList").at(-1)?.body).toMatchObject({
        vassalage: "AG",
        gameClassify: "ROULETTE",
      }),
    )
  })

  it("closes on Escape and ends the launch", async () => {
    const { rt, list } = await openList()
    fireEvent.keyDown(list, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "AG Live games" })).toBeNull())
    expect(rt.store.state().modals.open).not.toContain("gamePopup")
    expect(rt.store.state().launch.status._tag).toBe("Idle")
  })
})
