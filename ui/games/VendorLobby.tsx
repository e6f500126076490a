/**
 * The lobby /elott, /live and /sports share, also /esports with its vendors (spec section 2: "/elott, /live, /sports
 * share one lobby screen"; section 3: esports vendors AV, AI, IMES, TF, IA): the vendor cards of the page's
 * categories (core's `vendorLobby`; ELOTT and LOTT together on /elott), each launching through core's rules (a
 * VASSALAGE vendor opens its popup list, TCG_SEA its own window, TCG_LOTTO_VN the /Vnlottery page, a lottery the
 * lottery...), the hot games of those vendors, and a search within the lobby over vendor names and games.
 */
import { useEffect } from "react"
import { categoryRoute, type GameCategory } from "../../core/model/GameCategory.ts"
import { defaultPageSize, type GamesQuery } from "../../core/model/GamesQuery.ts"
import { isHot } from "../../core/model/GameVendor.ts"
import { esportsLobby, lobbyHotGames, vendorLobby } from "../../core/projections/vendorLobby.ts"
import { launch } from "../actions/games.ts"
import { loadHotGames } from "../actions/hotGames.ts"
import { loadFavouriteIds } from "../actions/lobby.ts"
import { GameImage } from "../components/GameImage.tsx"
import { SkeletonItems } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import { imageUrl } from "../state/imageUrl.ts"
import { GameGrid } from "./GameGrid.tsx"
import { LobbyHero } from "./LobbyHero.tsx"
import { MoreGames } from "./MoreGames.tsx"
import { useGameList } from "./useGameList.ts"
import { useLobbySearch } from "./useLobbySearch.ts"
import "./Lobby.css"
import { useCore } from "../state/useCore.ts"

export interface VendorLobbyProps {
  /** The category the page is named after (`ELOTT` for /elott, which also lists LOTT). */
  readonly category: Extract<GameCategory, "ELOTT" | "LIVE" | "SPORTS" | "ESPORTS">
}

/** The lobby. */
export function VendorLobby({ category }: VendorLobbyProps) {
  const t = useT("games")
  const tl = useT("layout")
  const s = useCore()
  const [text, setText, term] = useLobbySearch()
  const path = categoryRoute[category]
  const vendors = category === "ESPORTS" ? esportsLobby(s.catalogue) : vendorLobby(s.catalogue, path)
  const hot = lobbyHotGames(s.catalogue, vendors)
  const cdns = s.settings.imageCdns
  const languageReady = s.language.loaded
  const title = tl(`category.${category}`)
  const needle = term.toLowerCase()
  const shown =
    needle === ""
      ? vendors
      : vendors.filter((v) => `${v.card.displayName ?? ""} ${v.card.vassalage}`.toLowerCase().includes(needle))
  // The lottery pages have no game list: a search there covers the vendors only.
  const searchesGames = category !== "ELOTT" && term !== ""
  const wanted: GamesQuery | undefined = searchesGames
    ? { gameType: category, gameName: term, pageNo: 1, pageSize: defaultPageSize }
    : undefined
  const { games, showing } = useGameList(wanted)

  useEffect(() => {
    if (!languageReady) return
    void loadHotGames()
    if (s.session.loggedIn) void loadFavouriteIds()
  }, [languageReady, s.session.loggedIn])

  return (
    <div className="lobby">
      <LobbyHero category={category} title={title} search={text} onSearch={setText} />
      <section className="lobby-section" aria-labelledby="lobby-vendors">
        <h2 id="lobby-vendors" className="lobby-heading">
          {t("providers")}
        </h2>
        {!s.catalogue.vendorsLoaded && vendors.length === 0 ? (
          <ul className="tile-grid vendor-grid" aria-busy="true" aria-label={t("loading_games")}>
            <SkeletonItems count={4} height={220} />
          </ul>
        ) : shown.length === 0 ? (
          <p className="game-grid-empty">{term !== "" ? t("no_results", { term }) : t("no_providers")}</p>
        ) : (
          <ul className="tile-grid vendor-grid">
            {shown.map(({ category: c, card }) => {
              const name = card.displayName ?? card.vassalage
              return (
                <li key={`${c}-${card.vassalage}`}>
                  <button
                    type="button"
                    className="card vendor-tile"
                    onClick={() => void launch({ _tag: "Vendor", category: c, card })}
                  >
                    <span className="cover-art vendor-tile-art">
                      <GameImage src={imageUrl(card.lagerIcon, cdns)} alt="" width={400} height={240} />
                    </span>
                    <span className="vendor-tile-body">
                      <span className="vendor-tile-cta">{t("play")} </span>
                      <span className="vendor-tile-name">
                        <strong>{name}</strong>
                        <span>
                          {tl(`category.${c}`)}
                          {isHot(card) && <span className="vendor-tile-hot">{tl("hot")}</span>}
                        </span>
                      </span>
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </section>
      {wanted !== undefined ? (
        <section className="lobby-section" aria-labelledby="lobby-found">
          <h2 id="lobby-found" className="lobby-heading">
            {t("games")}
          </h2>
          <GameGrid
            games={showing ? games.games : []}
            loading={!showing || games.loading}
            empty={t("no_results", { term })}
          />
          {showing && <MoreGames />}
        </section>
      ) : (
        hot.length > 0 && (
          <section className="lobby-section" aria-labelledby="lobby-hot">
            <h2 id="lobby-hot" className="lobby-heading">
              {t("tab_hot")}
            </h2>
            <GameGrid games={hot} loading={false} empty={t("no_hot")} />
          </section>
        )
      )}
    </div>
  )
}
