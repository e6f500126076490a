/**
 * The game popup (spec section 2 "Modals: ... game popup"; section 3 "Game start item: isGame (VASSALAGE means vendor
 * with popup game list)"; section 4): the games of the vendor the launch rules picked, by the classifications the
 * platform lists for it (`GCSGAME_getVassGameType`), with a search, page by page. Picking a game closes the list and
 * launches the game through core's rules; closing the list ends the launch.
 */
import { useEffect, useState } from "react"
import { defaultPageSize, type GamesQuery, sameList } from "../../../core/model/GamesQuery.ts"
import { findVendor } from "../../../core/state/slices/catalogue.ts"
import { dismissLaunch, loadFavouriteIds, loadGames, loadVassGameTypes } from "../../actions/lobby.ts"
import { Modal } from "../../components/Modal.tsx"
import { Tabs } from "../../components/Tabs.tsx"
import { GameGrid } from "../../games/GameGrid.tsx"
import { MoreGames } from "../../games/MoreGames.tsx"
import { SearchBox } from "../../games/SearchBox.tsx"
import { useLobbySearch } from "../../games/useLobbySearch.ts"
import { useT } from "../../i18n/useT.ts"
import type { ModalComponentProps } from "../../modals/registry.ts"
import "./gamePopup.css"
import { useCore } from "../../state/useCore.ts"

const all = "all"

export default function GamePopup({ onClose }: ModalComponentProps) {
  const t = useT("games")
  const s = useCore()
  const status = s.launch.status
  const vendor = status._tag === "GameList" ? status.vendor : (s.launch.vendor ?? "")
  const found = findVendor(s.catalogue, vendor)
  const name = found?.card.displayName ?? vendor
  const gameType = found?.card.gameType ?? found?.category ?? ""
  const listed = s.catalogue.vassGameTypes?.[gameType]?.[vendor]
  const classes = Array.isArray(listed) ? listed.filter((c): c is string => typeof c === "string") : []
  const [classify, setClassify] = useState(all)
  const [text, setText, term] = useLobbySearch()
  const wanted: GamesQuery = {
    vassalage: vendor,
    ...(classify === all ? {} : { gameClassify: classify }),
    ...(term === "" ? {} : { gameName: term }),
    pageNo: 1,
    pageSize: defaultPageSize,
  }
  const games = s.catalogue.games
  const showing = games.query !== undefined && sameList(games.query, wanted)
  const close = () => {
    onClose()
    dismissLaunch()
  }

  useEffect(() => {
    void loadVassGameTypes()
    if (s.session.loggedIn) void loadFavouriteIds()
  }, [s.session.loggedIn])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the vendor, classification and term make `wanted`.
  useEffect(() => {
    if (vendor !== "" && !showing) void loadGames(wanted)
  }, [vendor, classify, term, showing])

  const list = (
    <div className="game-popup-list">
      <GameGrid
        games={showing ? games.games : []}
        loading={!showing || games.loading}
        vendor={vendor}
        empty={term !== "" ? t("no_results", { term }) : t("no_games")}
        onLaunch={close}
      />
      {showing && <MoreGames />}
    </div>
  )

  return (
    <Modal title={t("popup_title", { name })} onClose={close} width={960} className="game-popup">
      <div className="game-popup-tools">
        <SearchBox value={text} onChange={setText} label={t("search_in", { lobby: name })} />
      </div>
      {classes.length > 1 ? (
        <Tabs
          label={t("types_of", { name })}
          tabs={[
            { key: all, label: t("all_types") },
            ...classes.map((c) => ({ key: c, label: t.has(`classify_${c}`) ? t(`classify_${c}`) : c })),
          ]}
          selected={classify}
          onSelect={setClassify}
        >
          {list}
        </Tabs>
      ) : (
        list
      )}
    </Modal>
  )
}
