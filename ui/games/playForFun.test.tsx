// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ok, refused } from "../../core/workflows/testRuntime.ts"
import { find, gameAddress, games, gamesOf, here, type Who } from "./gamesTestKit.tsx"

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** The hot list (the Hot tab: /rng opens on every game) with PT's slot offering free play (as the platform marks its slots) and AG's live game not. */
const hotGames = ok({ list: [{ ...gamesOf.PT?.[0], freeplay: 1 }, gamesOf.AG?.[0]] })

const funButton = (name: string) => screen.findByRole("button", { name: `Play for fun: ${name}` }, find)

describe("Play for fun on a slot tile", () => {
  for (const who of ["visitor", "trial", "member"] as const satisfies ReadonlyArray<Who>) {
    it(`opens the slot on play money for a ${who}, launched with accountType 0`, async () => {
      const { rt, location } = await games(who, "/rng?page=hot", { hotGames })
      fireEvent.click(await funButton("Golden Lotus"))
      const frame = (await screen.findByTitle(/^Game: /, undefined, find)) as HTMLIFrameElement
      expect(frame.getAttribute("src")).toBe(gameAddress)
      expect(here(location)).toBe("/game")
      expect(screen.getByText("Play money")).toBeTruthy()
      // No real balance moves in fun mode: the bar offers no balance refresh.
      expect(screen.queryByRole("button", { name: "Refresh balance" })).toBeNull()
      const launch = rt.requests.find((r) => r.endpoint.name === "launchGame")?.body as Record<string, unknown>
      expect(launch).toMatchObject({ vassalage: "PT", nodeId: "101", launchMode: "GLS", accountType: 0 })
      // Neither the login popup nor the real-account warning stands in the way.
      expect(rt.store.state().modals.open).not.toContain("loginPopup")
      expect(screen.queryByRole("alertdialog")).toBeNull()
    })
  }

  it("tries a failed fun launch again for fun, not for real money", async () => {
    let calls = 0
    const launchGame = () =>
      ++calls === 1 ? refused(500, "system.busy", "System busy") : ok({ content: { game_url: gameAddress } })
    const { rt } = await games("visitor", "/rng?page=hot", { hotGames, launchGame })
    fireEvent.click(await funButton("Golden Lotus"))
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }, find))
    await screen.findByTitle(/^Game: /, undefined, find)
    const launches = rt.requests.filter((r) => r.endpoint.name === "launchGame")
    expect(launches.map((r) => (r.body as { accountType: number }).accountType)).toEqual([0, 0])
  })

  it("is offered only on games that offer free play", async () => {
    await games("visitor", "/live", { hotGames })
    await waitFor(
      () => expect(screen.queryAllByRole("button", { name: /^Play Baccarat Squeeze/ }).length).toBe(1),
      find,
    )
    expect(screen.queryByRole("button", { name: "Play for fun: Baccarat Squeeze" })).toBeNull()
  })
})
