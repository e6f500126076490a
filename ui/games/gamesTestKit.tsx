/**
 * What the games area's tests share (tests only): a memory runtime with the brand's settings and a demo catalogue
 * like the sandbox's (every category, the launch rules' vendor codes), the lobbies, the game pages and the header's
 * navigation under a memory location, with the modal and dialog hosts and the navigation follower; a visitor, a
 * member or a trial member.
 */
import { act, screen } from "@testing-library/react"
import * as Layer from "effect/Layer"
import { Route, Switch } from "wouter"
import * as Ids from "../../core/ports/Ids.ts"
import { type Answer, ok } from "../../core/workflows/testRuntime.ts"
import { FollowNavigation } from "../app/FollowNavigation.tsx"
import { runnerOf } from "../app/runner.ts"
import { install } from "../app/runtime.ts"
import { HeaderNav } from "../layout/HeaderNav.tsx"
import { DialogHost } from "../modals/DialogHost.tsx"
import { ModalHost } from "../modals/ModalHost.tsx"
import { loadSettingsFor, member, renderAt, setup, status, whitelabel } from "../testing/harness.tsx"
import { FundingOfferHost } from "./FundingOffer.tsx"
import { GameLobby } from "./GameLobby.tsx"
import { GameStage } from "./GameStage.tsx"
import { VendorLobby } from "./VendorLobby.tsx"

const card = (vassalage: string, displayName: string, isGame = "game", extra: Record<string, unknown> = {}) => ({
  vassalage,
  displayName,
  isGame,
  ...extra,
})

/** The demo catalogue's lanes. */
export const lanes = [
  { title: "ELOTT", cards: [card("TCG_LOTTO_VN", "Vietnam Lottery"), card("TCG_SEA", "SEA Lottery")] },
  { title: "LOTT", cards: [card("TCG", "TCG Lottery")] },
  { title: "LIVE", cards: [card("AG", "AG Live", "VASSALAGE", { gameType: "LIVE" }), card("DG", "Dream Gaming")] },
  { title: "SPORTS", cards: [card("SBT", "SBO Sports")] },
  { title: "FISH", cards: [card("CQ9", "CQ9 Fishing"), card("GG", "GG Fishing")] },
  {
    title: "RNG",
    cards: [card("PT", "Playtech", "VASSALAGE", { gameType: "RNG" }), card("GPI", "GPI Slots")],
  },
  { title: "PVP", cards: [card("KMQM", "KingMaker"), card("TPG", "TP Poker")] },
  { title: "ESPORTS", cards: [card("AV", "AV Esports"), card("TF", "TF Gaming")] },
]

/** A game of the lists. */
export const game = (nodeId: string, vassalage: string, gameName: string, gameType = "RNG") => ({
  nodeId,
  vassalage,
  gameName,
  gameType,
})

/** The games of a vendor the game list answers. */
export const gamesOf: Record<string, ReadonlyArray<ReturnType<typeof game>>> = {
  PT: [game("101", "PT", "Golden Lotus"), game("102", "PT", "Dragon's Hoard")],
  GPI: [game("201", "GPI", "Golden Dragon")],
  AG: [game("301", "AG", "Baccarat Squeeze", "LIVE"), game("302", "AG", "Roulette Royale", "LIVE")],
  CQ9: [game("401", "CQ9", "Ocean King", "FISH")],
  KMQM: [game("501", "KMQM", "Texas Showdown", "PVP")],
}

/** The game list's answer for a request (a vendor, a name). */
const gameList: Answer = (request) => {
  const q = request.body as Record<string, string | undefined>
  const all = Object.values(gamesOf).flat()
  const games = all.filter(
    (g) =>
      (q.vassalage === undefined || q.vassalage === "" || g.vassalage === q.vassalage) &&
      (q.gameType === undefined || q.gameType === "" || g.gameType === q.gameType) &&
      (q.gameName === undefined || g.gameName.toLowerCase().includes(q.gameName.toLowerCase())),
  )
  return ok({ games, totalPages: 1, pageNum: 1, pageSize: 30 })
}

/** The address a launch answers. */
export const gameAddress = `${window.location.origin}/play/slot?t=${"a".repeat(64)}`

/** The pages the kit routes: the game lobbies, the vendor lobbies, the game stages, each at its path. */
const gameLobbies = [
  ["/rng", "RNG"],
  ["/fish", "FISH"],
  ["/pvp", "PVP"],
] as const
const vendorLobbies = [
  ["/live", "LIVE"],
  ["/elott", "ELOTT"],
  ["/esports", "ESPORTS"],
] as const
const stages = ["/game", "/seamless"] as const

/** Who is at the portal. */
export type Who = "visitor" | "member" | "trial"

/** Sets the portal up for `who` and renders it at `path`. */
export const games = async (who: Who, path: string, answers: Record<string, unknown> = {}) => {
  const rt = await setup({
    ...(who === "visitor" ? {} : { session: [["token", "t1"]] as const }),
    answers: {
      status: status(),
      whitelabel: ok(whitelabel()),
      registerRules: ok({}),
      domainRoute: ok({}),
      gameVendors: ok({ data: { lanes } }),
      hotGames: ok({ list: [gamesOf.PT?.[0], gamesOf.AG?.[0]] }),
      gameList,
      vassGameTypes: ok({ content: { LIVE: { AG: ["BACCARAT", "ROULETTE"] } } }),
      favouriteIds: ok([]),
      favouriteList: ok({ content: [], pageNum: 1, totalPages: 1 }),
      recentGames: ok({ list: [], totalPages: 1 }),
      pvpRooms: ok({
        list: [
          {
            roomId: "5011",
            roomName: "Texas Showdown · Beginner",
            vassalage: "KMQM",
            // Major units on the wire, as the sandbox sends a Beginner room's P 1.00 (core reads 100 minor units).
            minBet: 1,
            players: 2,
            maxPlayers: 6,
          },
        ],
      }),
      launchGame: ok({ content: { game_url: gameAddress } }),
      memberInfo: member("alice", who === "trial" ? 4 : 0),
      balance: ok({ sumBalance: 100, currencySymbol: "P" }),
      unreadCount: ok(0),
      ...(answers as Record<string, never>),
    },
  })
  // Money calls (the transfer offered before a game opens) carry idempotency keys from the `Ids` port.
  install({ store: rt.store, run: runnerOf(Layer.merge(rt.layer, Ids.layerMemory("key"))) })
  await loadSettingsFor(rt)
  if (who !== "visitor") {
    const { restoreSession } = await import("../../core/workflows/restoreSession.ts")
    await rt.run(restoreSession)
  }
  const { loadVendors } = await import("../../core/workflows/loadVendors.ts")
  await rt.run(loadVendors())
  rt.store.dispatch({ _tag: "LanguageChanged", language: "en" })
  const view = renderAt(
    path,
    <>
      <HeaderNav />
      <main>
        <Switch>
          {gameLobbies.map(([path, category]) => (
            <Route key={path} path={path}>
              <GameLobby category={category} />
            </Route>
          ))}
          {vendorLobbies.map(([path, category]) => (
            <Route key={path} path={path}>
              <VendorLobby category={category} />
            </Route>
          ))}
          {stages.map((path) => (
            <Route key={path} path={path}>
              <GameStage path={path} />
            </Route>
          ))}
          <Route path="/Vnlottery">
            <h1>Vietnamese lottery</h1>
          </Route>
        </Switch>
      </main>
      <ModalHost />
      <DialogHost />
      <FundingOfferHost />
      <FollowNavigation />
    </>,
  )
  await settle()
  return { rt, ...view }
}

/** The current path and search of the memory location. */
export const here = (location: { readonly history?: ReadonlyArray<string> }): string => location.history?.at(-1) ?? ""

/** Lets pending promises and renders run. */
export const settle = (ms = 30) => act(async () => new Promise((r) => setTimeout(r, ms)))

/** A lazy chunk may take a while under test. */
export const find = { timeout: 50_000 }

/** The button of a game or vendor card. */
export const play = (name: string) => screen.findByRole("button", { name: playing(name) }, find)

/** The accessible name of a card's button: "Play", the name, then what else the card says. */
export const playing = (name: string): RegExp =>
  new RegExp(`^Play ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s|$)`)
