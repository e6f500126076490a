/**
 * The request of the hot games (`GCSGAME_hotGamesV2`; spec section 3 "Hot game request", wire notes section 4):
 * merchantCode, isPlatform 2, vassalage (empty for every vendor), platform `flash,html5-desktop`, language.
 */
import * as Schema from "effect/Schema"

export const HotGamesRequest = Schema.Struct({
  merchantCode: Schema.String,
  isPlatform: Schema.Literal(2),
  /** A vendor code, or "" for the hot games of every vendor. */
  vassalage: Schema.String,
  platform: Schema.Literal("flash,html5-desktop"),
  language: Schema.String,
})
export type HotGamesRequest = typeof HotGamesRequest.Type

/** The hot games request of a brand, in a language, for one vendor or (by default) all. */
export const hotGamesRequest = (merchantCode: string, language: string, vassalage = ""): HotGamesRequest => ({
  merchantCode,
  isPlatform: 2,
  vassalage,
  platform: "flash,html5-desktop",
  language,
})
