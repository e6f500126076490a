/**
 * Launching a game (spec section 3 "Launch request", section 7; wire notes section 4): one endpoint,
 * `GET /wps/game/launchGame`, asked in one of two modes. A game or a PVP room launches in mode `GLS`; the lottery
 * lobby (or one lottery game) in mode `LOTT`. The answer carries the game's address as `content.game_url` (or
 * `game_url2`) for GLS and as `gameUrl` for the lottery.
 */
import * as Schema from "effect/Schema"
import { OptionalId } from "./Id.ts"
import { Text } from "./Optional.ts"

/** Platforms a game can be asked for; the portal asks for `html5-desktop` (spec section 3). */
export const LaunchPlatform = Schema.Literals(["html5-desktop", "flash", "html5"])

/** A GLS launch: a game (`gameId`) or a PVP room (`roomId`) of a vendor (`vassalage`). */
export const GlsLaunchRequest = Schema.Struct({
  gameId: OptionalId,
  roomId: OptionalId,
  nodeId: OptionalId,
  /** 1 a real-money account, 0 free play (spec section 3): the portal launches with 1, with 0 to play for fun. */
  accountType: Schema.Literals([1, 0]),
  confirmTrans: Schema.Literal(0),
  vassalage: Schema.String,
  launchMode: Schema.Literal("GLS"),
  platform: LaunchPlatform,
  clientType: Schema.Literal(3),
  username: Schema.String,
  token: Schema.String,
  merchantCode: Schema.String,
  language: Schema.String,
})
export type GlsLaunchRequest = typeof GlsLaunchRequest.Type

/** A lottery launch (the "lottery lobby link" of spec section 7): the lobby, or betting on one game. */
export const LotteryLaunchRequest = Schema.Struct({
  device: Schema.Literal("WEB"),
  lottoArea: Schema.Literal("VN"),
  /** The prize mode of the brand (Lott, ZY, Elott, SEA; spec section 3). */
  lottoPrizeMode: Schema.String,
  launchMode: Schema.Literal("LOTT"),
  language: Schema.String,
  lottoGameCode: Schema.optional(Schema.String),
  /** `betting` when a game code is given, else `lobby` (spec section 7). */
  lottoView: Schema.Literals(["betting", "lobby"]),
  backUrl: Schema.optional(Schema.String),
})
export type LotteryLaunchRequest = typeof LotteryLaunchRequest.Type

/** The request of `/wps/game/launchGame`: either mode, told apart by `launchMode`. */
export const LaunchRequest = Schema.Union([GlsLaunchRequest, LotteryLaunchRequest])
export type LaunchRequest = typeof LaunchRequest.Type

/** The GLS answer's `content`: the address, or a second address some vendors give instead. */
export const LaunchContent = Schema.Struct({ game_url: Text, game_url2: Text })

/** `value` of `/wps/game/launchGame`, covering both modes (PVP reads `value.content`, which may be the bare URL). */
export const LaunchAnswer = Schema.Struct({
  content: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, LaunchContent]))),
  gameUrl: Text,
})
export type LaunchAnswer = typeof LaunchAnswer.Type

/** The address to open from a launch answer: `game_url`, else `game_url2`, else `gameUrl`; undefined if none. */
export const launchUrlOf = (answer: LaunchAnswer): string | undefined => {
  const c = answer.content
  const fromContent = typeof c === "string" ? c : (c?.game_url ?? undefined) || (c?.game_url2 ?? undefined)
  return fromContent || answer.gameUrl || undefined
}

/** What a GLS launch needs beyond the fixed fields. */
export interface GlsLaunchInput {
  readonly vassalage: string
  readonly gameId?: string | undefined
  readonly roomId?: string | undefined
  readonly nodeId?: string | undefined
  readonly username: string
  readonly token: string
  readonly merchantCode: string
  readonly language: string
  /** Free play ("play for fun"): `accountType` 0, on play money. */
  readonly fun?: boolean | undefined
}

/** The GLS request for a game or a room, with the fixed fields of spec section 3 (`accountType` 0 when for fun). */
export const glsLaunch = (input: GlsLaunchInput): GlsLaunchRequest => ({
  ...(input.gameId !== undefined ? { gameId: input.gameId } : {}),
  ...(input.roomId !== undefined ? { roomId: input.roomId } : {}),
  ...(input.nodeId !== undefined ? { nodeId: input.nodeId } : {}),
  accountType: input.fun === true ? 0 : 1,
  confirmTrans: 0,
  vassalage: input.vassalage,
  launchMode: "GLS",
  platform: "html5-desktop",
  clientType: 3,
  username: input.username,
  token: input.token,
  merchantCode: input.merchantCode,
  language: input.language,
})

/** What the lottery lobby link needs. */
export interface LotteryLaunchInput {
  readonly prizeMode: string
  readonly language: string
  /** A game to bet on; without it the lobby opens. */
  readonly gameCode?: string | undefined
  /** Where the lottery's back button returns. */
  readonly backUrl?: string | undefined
}

/** The lottery lobby link (spec section 7): `lottoView` is `betting` with a game code, else `lobby`. */
export const lotteryLaunch = (input: LotteryLaunchInput): LotteryLaunchRequest => ({
  device: "WEB",
  lottoArea: "VN",
  lottoPrizeMode: input.prizeMode,
  launchMode: "LOTT",
  language: input.language,
  ...(input.gameCode ? { lottoGameCode: input.gameCode } : {}),
  lottoView: input.gameCode ? "betting" : "lobby",
  ...(input.backUrl !== undefined ? { backUrl: input.backUrl } : {}),
})
