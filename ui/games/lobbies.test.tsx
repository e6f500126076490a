// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import { find, games, gamesOf, here, play, playing, settle } from "./gamesTestKit.tsx"

afterEach(cleanup)

describe("the /rng, /fish, /pvp lobby", () => {
  it("opens on every game of its category, keeps the hot games under their tab, and goes through ?page= for tabs", async () => {
    const { location, rt } = await games("member", "/rng")
    const tabs = await screen.findByRole("tablist", { name: "Slots lists" }, find)
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["All games", "Hot games", "Playtech", "GPI Slots", "Favourites", "Recently played"])
    expect(within(tabs).getByRole("tab", { name: "All games" }).getAttribute("aria-selected")).toBe("true")
    // Every slot the platform lists (its game list by category), not only the hot one.
    expect(await play("Golden Lotus")).toBeTruthy()
    expect(await play("Dragon's Hoard")).toBeTruthy()
    expect(await play("Golden Dragon")).toBeTruthy()
    expect(rt.requests.find((r) => r.endpoint.name === "gameList")?.body).toMatchObject({ gameType: "RNG", pageNo: 1 })
    fireEvent.click(within(tabs).getByRole("tab", { name: "Hot games" }))
    await waitFor(() => expect(here(location)).toBe("/rng?page=hot"))
    // The hot list keeps the category's hot games only (AG's live game is not a slot).
    await waitFor(() => expect(screen.queryByRole("button", { name: "Play Dragon's Hoard" })).toBeNull(), find)
    expect(await play("Golden Lotus")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Play Baccarat Squeeze" })).toBeNull()
    fireEvent.click(within(tabs).getByRole("tab", { name: "Playtech" }))
    await waitFor(() => expect(here(location)).toBe("/rng?page=PT"))
    expect(await play("Dragon's Hoard")).toBeTruthy()
  })

  it("asks the game list for the tab's vendor, and searches within the lobby", async () => {
    const { rt } = await games("member", "/rng?page=PT")
    await play("Dragon's Hoard")
    expect(rt.requests.find((r) => r.endpoint.name === "gameList")?.body).toMatchObject({
      vassalage: "PT",
      pageNo: 1,
      clientType: 3,
    })
    fireEvent.change(screen.getByRole("searchbox", { name: "Search in Slots" }), { target: { value: "dragon" } })
    await waitFor(() => expect(screen.queryByRole("button", { name: "Play Golden Lotus" })).toBeNull(), find)
    expect(screen.getByRole("button", { name: "Play Dragon's Hoard" })).toBeTruthy()
    expect(rt.requests.filter((r) => r.endpoint.name === "gameList").at(-1)?.body).toMatchObject({
      vassalage: "PT",
      gameName: "dragon",
    })
    fireEvent.change(screen.getByRole("searchbox", { name: "Search in Slots" }), { target: { value: "zzz" } })
    expect(await screen.findByText("No games match “zzz”.", undefined, find)).toBeTruthy()
  })

  it("lets a visitor browse a vendor's games (spec section 6: visitors browse)", async () => {
    const { rt } = await games("visitor", "/rng?page=PT")
    expect(await play("Dragon's Hoard")).toBeTruthy()
    expect(rt.requests.find((r) => r.endpoint.name === "gameList")?.body).toMatchObject({ vassalage: "PT" })
  })

  it("asks a visitor to log in for favourites and recent games", async () => {
    await games("visitor", "/rng?page=favourites")
    expect(await screen.findByText("Log in to keep your favourite games.", undefined, find)).toBeTruthy()
    cleanup()
    await games("visitor", "/rng?page=recent")
    expect(await screen.findByText("Log in to see the games you played.", undefined, find)).toBeTruthy()
  })

  it("marks a favourite on the server and keeps the ids in session storage; the tab lists them", async () => {
    const { rt } = await games("member", "/rng?page=PT", {
      addFavourite: ok(null),
      favouriteList: ok({ content: [gamesOf.PT?.[0]], pageNum: 1, totalPages: 1 }),
    })
    fireEvent.click(await screen.findByRole("button", { name: "Add Golden Lotus to favourites" }, find))
    const star = await screen.findByRole("button", { name: "Remove Golden Lotus from favourites" }, find)
    expect(star.getAttribute("aria-pressed")).toBe("true")
    expect(rt.requests.find((r) => r.endpoint.name === "addFavourite")?.body).toEqual({
      nodeId: "101",
      vendor: "PT",
      gameType: "RNG",
    })
    expect(JSON.parse(rt.session.get("favGames") ?? "[]")).toEqual(["101"])
    fireEvent.click(screen.getByRole("tab", { name: "Favourites" }))
    await waitFor(() => expect(rt.requests.some((r) => r.endpoint.name === "favouriteList")).toBe(true))
    expect(await play("Golden Lotus")).toBeTruthy()
  })

  it("lists a member's recent games of the category", async () => {
    await games("member", "/rng?page=recent", {
      recentGames: ok({ list: [gamesOf.GPI?.[0], gamesOf.AG?.[0]], totalPages: 1 }),
    })
    expect(await play("Golden Dragon")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Play Baccarat Squeeze" })).toBeNull()
  })

  it("lists a PVP vendor's rooms for a member; a visitor sees its games", async () => {
    await games("member", "/pvp?page=KMQM")
    const room = await screen.findByRole("button", { name: "Join Texas Showdown · Beginner" }, find)
    expect(room.closest("li")?.textContent).toContain("Min. bet P 1.00")
    expect(room.closest("li")?.textContent).toContain("2/6 seats taken")
    cleanup()
    const { rt } = await games("visitor", "/pvp?page=KMQM")
    await waitFor(() => expect(rt.requests.some((r) => r.endpoint.name === "gameList")).toBe(true), find)
    expect(rt.requests.some((r) => r.endpoint.name === "pvpRooms")).toBe(false)
  })
})

describe("the /elott, /live, /sports lobby and /esports", () => {
  it("shows the vendors of the page's categories, ELOTT and LOTT together on /elott", async () => {
    await games("visitor", "/elott")
    await play("Vietnam Lottery")
    const names = screen.getAllByRole("button", { name: /^Play / }).map((b) => b.querySelector("strong")?.textContent)
    expect(names).toEqual(["Vietnam Lottery", "SEA Lottery", "TCG Lottery"])
  })

  it("shows the esports vendors", async () => {
    await games("visitor", "/esports")
    expect(await play("AV Esports")).toBeTruthy()
    expect(await play("TF Gaming")).toBeTruthy()
  })

  it("searches vendors and the lobby's games", async () => {
    const { rt } = await games("member", "/live")
    await play("AG Live")
    fireEvent.change(screen.getByRole("searchbox", { name: "Search in Live casino" }), {
      target: { value: "roulette" },
    })
    expect(await play("Roulette Royale")).toBeTruthy()
    expect(screen.queryByRole("button", { name: playing("AG Live") })).toBeNull()
    expect(rt.requests.filter((r) => r.endpoint.name === "gameList").at(-1)?.body).toMatchObject({
      gameType: "LIVE",
      gameName: "roulette",
    })
    await settle()
  })
})
