/**
 * The lobby /rng, /fish and /pvp share (spec section 2: "/rng, /fish, /pvp share another lobby screen"; "The RNG page
 * uses query parameter page for tabs; selecting a tab goes to /rng?page={tab}"): tabs of every game of the category (the
 * default), its hot games, one per vendor of the category, favourites and recent games (core's `lobbyTabs`; the page opens on the current vendor when a launch
 * set one, spec section 4), a search within the lobby, and the games of the tab, page by page as the list scrolls. A
 * PVP vendor's tab also lists its rooms. Every pick goes through core's launch rules.
 */
import { useEffect, useMemo } from "react"
import { useSearch } from "wouter"
import { categoryRoute, type GameCategory } from "../../core/model/GameCategory.ts"
import { defaultPageSize, type GamesQuery } from "../../core/model/GamesQuery.ts"
import { lobbyTabs, selectedLobbyTab } from "../../core/projections/lobbyTabs.ts"
import { loadHotGames } from "../actions/hotGames.ts"
import { loadFavouriteIds, loadFavourites, loadRecentGames } from "../actions/lobby.ts"
import { useGo } from "../app/useGo.ts"
import { Tabs } from "../components/Tabs.tsx"
import { useT } from "../i18n/useT.ts"
import { GameGrid } from "./GameGrid.tsx"
import { LobbyHero } from "./LobbyHero.tsx"
import { LoginPrompt } from "./LoginPrompt.tsx"
import { MoreGames } from "./MoreGames.tsx"
import { PvpRooms } from "./PvpRooms.tsx"
import { useGameList } from "./useGameList.ts"
import { useLobbySearch } from "./useLobbySearch.ts"
import "./Lobby.css"
import { useCore } from "../state/useCore.ts"

export interface GameLobbyProps {
  readonly category: Extract<GameCategory, "RNG" | "FISH" | "PVP">
}

/** The lobby. */
export function GameLobby({ category }: GameLobbyProps) {
  const t = useT("games")
  const tl = useT("layout")
  const s = useCore()
  const path = categoryRoute[category]
  const page = new URLSearchParams(useSearch()).get("page") ?? ""
  const go = useGo()
  const [text, setText, term] = useLobbySearch()
  const tabs = lobbyTabs(s.catalogue, category)
  const selected = selectedLobbyTab(tabs, page, s.launch.vendor)
  const loggedIn = s.session.loggedIn
  const languageReady = s.language.loaded
  const codes = useMemo(() => new Set(tabs.map((tab) => tab.key)), [tabs])
  const vendor = selected._tag === "Vendor" ? selected.key : undefined
  const everyGame = selected._tag === "All"

  // The list the tab (or the search) shows, if it is a page of the game list.
  const wanted: GamesQuery | undefined =
    term !== ""
      ? {
          ...(vendor === undefined ? { gameType: category } : { vassalage: vendor }),
          gameName: term,
          pageNo: 1,
          pageSize: defaultPageSize,
        }
      : vendor !== undefined
        ? { vassalage: vendor, pageNo: 1, pageSize: defaultPageSize }
        : everyGame
          ? { gameType: category, pageNo: 1, pageSize: defaultPageSize }
          : undefined
  const { games, showing } = useGameList(wanted)

  useEffect(() => {
    if (languageReady) void loadHotGames()
  }, [languageReady])

  useEffect(() => {
    if (!loggedIn || !languageReady) return
    if (selected._tag === "Favourites") void loadFavourites(category)
    else if (selected._tag === "Recent") void loadRecentGames()
    else void loadFavouriteIds()
  }, [selected._tag, loggedIn, languageReady, category])

  const ofLobby = (vendorCode: string | null | undefined, gameType: string | null | undefined) =>
    (vendorCode != null && codes.has(vendorCode)) || gameType === category

  const title = tl(`category.${category}`)
  const tabLabel = (key: string) =>
    key === "all"
      ? t("tab_all")
      : key === "hot"
        ? t("tab_hot")
        : key === "favourites"
          ? t("tab_favourites")
          : key === "recent"
            ? t("tab_recent")
            : undefined

  const panel = () => {
    // A visitor browses every game too (spec section 6); picking one asks for the login (core's launch rules).
    if (wanted !== undefined) {
      return (
        <>
          {/* The rooms need a session (their contract: token); a visitor sees the vendor's games. */}
          {vendor !== undefined && category === "PVP" && term === "" && loggedIn && <PvpRooms vendor={vendor} />}
          {category === "PVP" && vendor !== undefined && term === "" && <h2 className="lobby-heading">{t("games")}</h2>}
          <GameGrid
            games={showing ? games.games : []}
            loading={!showing || games.loading}
            {...(vendor === undefined ? {} : { vendor })}
            empty={term !== "" ? t("no_results", { term }) : t("no_games")}
          />
          {showing && <MoreGames />}
        </>
      )
    }
    if (selected._tag === "Hot") {
      const hot = s.catalogue.hot.filter((g) => ofLobby(g.vassalage, g.gameType))
      return <GameGrid games={hot} loading={hot.length === 0 && !s.catalogue.vendorsLoaded} empty={t("no_hot")} />
    }
    if (!loggedIn) {
      return <LoginPrompt message={selected._tag === "Favourites" ? t("favourites_login") : t("recent_login")} />
    }
    if (selected._tag === "Favourites") {
      return <GameGrid games={s.catalogue.favourites.list} loading={false} empty={t("no_favourites")} />
    }
    const recent = s.catalogue.recent.list.filter((g) => ofLobby(g.vassalage, g.gameType))
    return <GameGrid games={recent} loading={false} empty={t("no_recent")} />
  }

  return (
    <div className="lobby">
      <LobbyHero category={category} title={title} search={text} onSearch={setText} />
      <Tabs
        label={t("tabs_of", { lobby: title })}
        tabs={tabs.map((tab) => ({
          key: tab.key,
          label: tabLabel(tab.key) ?? (tab._tag === "Vendor" ? (tab.card.displayName ?? tab.key) : tab.key),
        }))}
        selected={selected.key}
        onSelect={(key) => go(`${path}?page=${encodeURIComponent(key)}`)}
      >
        {panel()}
      </Tabs>
    </div>
  )
}
