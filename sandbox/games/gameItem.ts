/**
 * A row of the `games` table in the wire shape of a game item (wire notes section 5 "Game item"): the same item in
 * the game list, the hot list, favourites and recent games. Ids travel as text (core/model/Id.ts).
 */
import type { GameItem } from "../../core/model/GameItem.ts"
import { offersFreePlay } from "./funPlay.ts"
import { gameImage } from "./imagePaths.ts"

/** The columns the item is made of. */
export interface GameRow {
  readonly node_id: string | number
  readonly game_code: string
  readonly vendor: string
  readonly game_type: string
  readonly name: string
  readonly classify: string
}

/** The columns to select for `itemOf`, with the table's alias. */
export const gameColumns = (alias: string): string =>
  ["node_id", "game_code", "vendor", "game_type", "name", "classify"].map((c) => `${alias}.${c}`).join(", ")

/** The game item of a row. */
export const itemOf = (row: GameRow): GameItem => {
  const icon = gameImage(row.game_code)
  return {
    nodeId: String(row.node_id),
    nodeName: row.name,
    gameName: row.name,
    displayName: row.name,
    showIcon: icon,
    iconUrl: icon,
    smallIcon: icon,
    vassalage: row.vendor,
    gameType: row.game_type,
    gameCode: row.game_code,
    gameId: row.game_code,
    isGame: "game",
    accountTypeName: row.vendor,
    freeplay: offersFreePlay({ category: row.game_type, classify: row.classify }),
    platform: "html5-desktop",
    supportPlay: "html5",
  }
}
