/**
 * What the demo games' tokens share (a launch token, games/launchTokens.ts; a fun session's, games/funPlay.ts): a
 * token is kept only as its SHA-256, and opens one game, kept in its row as the game's vendor, wallet, category, code
 * and name.
 */
import { createHash } from "node:crypto"

/** A token as kept: its SHA-256 in hex, never the token. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex")

/** The game columns of a token's row. */
export interface TokenGameRow {
  vendor: string
  account_type_id: number
  category: string
  game_code: string
  game_name: string
}

/** The game a token's row opens. */
export const tokenGameOf = (row: TokenGameRow) => ({
  vendor: row.vendor,
  accountTypeId: Number(row.account_type_id),
  category: row.category,
  gameCode: row.game_code,
  gameName: row.game_name,
})
