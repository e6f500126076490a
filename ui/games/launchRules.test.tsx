// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { refused } from "../../core/workflows/testRuntime.ts"
import { find, gameAddress, games, here, play, settle } from "./gamesTestKit.tsx"

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** The game's iframe once its address is set. */
const frame = async () => {
  const f = (await screen.findByTitle(/^Game: /, undefined, find)) as HTMLIFrameElement
  return f
}

describe("the launch rules of spec section 4, in the UI", () => {
  it("a visitor picking a game gets the login popup", async () => {
    const { rt } = await games("visitor", "/rng")
    fireEvent.click(await play("Golden Lotus"))
    await waitFor(() => expect(rt.store.state().modals.open).toContain("loginPopup"))
    expect(rt.requests.some((r) => r.endpoint.name === "launchGame")).toBe(false)
  })

  it("a trial member is refused with the real-account warning", async () => {
    const { rt, location } = await games("trial", "/rng?page=PT")
    fireEvent.click(await play("Golden Lotus"))
    const warning = await screen.findByRole("alertdialog", undefined, find)
    expect(warning.textContent).toContain("You need a real account")
    expect(rt.requests.some((r) => r.endpoint.name === "launchGame")).toBe(false)
    expect(here(location)).toBe("/rng?page=PT")
  })

  it("a member's game shows a loader, then the returned address in a sandboxed iframe on /game", async () => {
    const { rt, location } = await games("member", "/rng?page=PT")
    fireEvent.click(await play("Golden Lotus"))
    const f = await frame()
    expect(here(location)).toBe("/game")
    expect(f.getAttribute("src")).toBe(gameAddress)
    const sandbox = (f.getAttribute("sandbox") ?? "").split(" ")
    expect(sandbox).toContain("allow-scripts")
    expect(sandbox).not.toContain("allow-same-origin")
    const launch = rt.requests.find((r) => r.endpoint.name === "launchGame")?.body as Record<string, unknown>
    expect(launch).toMatchObject({ vassalage: "PT", nodeId: "101", launchMode: "GLS", accountType: 1 })
  })

  it("shows the loader on /game while the address is asked for", async () => {
    const { rt } = await games("member", "/game")
    expect(await screen.findByRole("heading", { name: "No game is open" }, find)).toBeTruthy()
    act(() =>
      rt.store.dispatch({ _tag: "LaunchDecided", decision: { _tag: "StartGame", vendor: "PT", display: "game" } }),
    )
    expect((await screen.findByRole("status", undefined, find)).textContent).toContain("Starting Playtech")
  })

  it("a category with exactly one vendor launches it from the header", async () => {
    const { location } = await games("member", "/live")
    fireEvent.click(screen.getByRole("link", { name: /Sports/ }))
    await frame()
    expect(here(location)).toBe("/game")
  })

  it("a category with several vendors opens its page", async () => {
    const { rt, location } = await games("member", "/live")
    fireEvent.click(screen.getByRole("link", { name: /Slots/ }))
    await settle()
    expect(here(location)).toBe("/rng")
    expect(rt.requests.some((r) => r.endpoint.name === "launchGame")).toBe(false)
  })

  it("a VASSALAGE vendor opens the popup game list, by type; a game of it launches", async () => {
    const { rt, location } = await games("member", "/live")
    fireEvent.click(await play("AG Live"))
    const list = await screen.findByRole("dialog", { name: "AG Live games" }, find)
    expect(await within(list).findByRole("button", { name: "Play Baccarat Squeeze" }, find)).toBeTruthy()
    expect(await within(list).findByRole("tab", { name: "Baccarat" }, find)).toBeTruthy()
    fireEvent.click(await within(list).findByRole("button", { name: "Play Roulette Royale" }, find))
    await frame()
    expect(here(location)).toBe("/game")
    expect(rt.store.state().modals.open).not.toContain("gamePopup")
  })

  it("TCG_SEA opens in a window of its own, opened on the click and sent to the address", async () => {
    const win = { opener: {} as unknown, location: { href: "about:blank" }, close: vi.fn() }
    const open = vi.spyOn(window, "open").mockReturnValue(win as unknown as Window)
    const { location } = await games("member", "/elott")
    fireEvent.click(await play("SEA Lottery"))
    await waitFor(() => expect(win.location.href).toBe(gameAddress))
    expect(open).toHaveBeenCalledWith("about:blank", "_blank")
    expect(win.opener).toBeNull()
    expect(here(location)).toBe("/elott")
  })

  it("TCG_SEA's blank window closes when the launch fails", async () => {
    const win = { opener: {} as unknown, location: { href: "about:blank" }, close: vi.fn() }
    vi.spyOn(window, "open").mockReturnValue(win as unknown as Window)
    await games("member", "/elott", { launchGame: refused(400, "vendor_under_maintenance", "Under maintenance") })
    fireEvent.click(await play("SEA Lottery"))
    await waitFor(() => expect(win.close).toHaveBeenCalled())
  })

  it("GPI starts in the /seamless route", async () => {
    const { location } = await games("member", "/rng?page=GPI")
    fireEvent.click(await play("Golden Dragon"))
    const f = await frame()
    expect(here(location)).toBe("/seamless")
    expect(f.getAttribute("src")).toBe(gameAddress)
  })

  it("FISH and PVP vendors open their pages with the vendor set; RNG's too", async () => {
    const { location } = await games("member", "/live")
    // A vendor dropdown is a chunk of its own, loaded on its first opening.
    fireEvent.click(screen.getByRole("button", { name: "Fishing providers" }))
    fireEvent.click(await screen.findByRole("button", { name: /CQ9 Fishing/ }, find))
    await waitFor(() => expect(here(location)).toBe("/fish?page=CQ9"))
    expect((await screen.findByRole("tab", { name: "CQ9 Fishing" }, find)).getAttribute("aria-selected")).toBe("true")
    fireEvent.click(screen.getByRole("button", { name: "Card games providers" }))
    fireEvent.click(await screen.findByRole("button", { name: /KingMaker/ }, find))
    await waitFor(() => expect(here(location)).toBe("/pvp?page=KMQM"))
    fireEvent.click(screen.getByRole("button", { name: "Slots providers" }))
    fireEvent.click(await screen.findByRole("button", { name: /Playtech/ }, find))
    await waitFor(() => expect(here(location)).toBe("/rng?page=PT"))
  })

  it("a PVP room launches with its room id", async () => {
    const { rt, location } = await games("member", "/pvp?page=KMQM")
    fireEvent.click(await screen.findByRole("button", { name: "Join Texas Showdown · Beginner" }, find))
    await frame()
    expect(here(location)).toBe("/game")
    expect(rt.requests.find((r) => r.endpoint.name === "launchGame")?.body).toMatchObject({
      roomId: "5011",
      vassalage: "KMQM",
    })
  })

  it("TCG_LOTTO_VN goes to /Vnlottery", async () => {
    const { location } = await games("member", "/elott")
    fireEvent.click(await play("Vietnam Lottery"))
    await waitFor(() => expect(here(location)).toBe("/Vnlottery"))
  })

  it("a failed launch says why on /game and tries again", async () => {
    const { rt } = await games("member", "/rng?page=PT", {
      launchGame: [
        refused(400, "launch_game_balance_not_enough", ""),
        { status: 200, body: { success: true, value: { content: { game_url: gameAddress } } } },
      ],
    })
    fireEvent.click(await play("Golden Lotus"))
    expect((await screen.findByRole("alert", undefined, find)).textContent).toBe(
      "Your balance is not enough to start this game.",
    )
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })))
    expect((await frame()).getAttribute("src")).toBe(gameAddress)
    expect(rt.requests.filter((r) => r.endpoint.name === "launchGame")).toHaveLength(2)
  })
})
