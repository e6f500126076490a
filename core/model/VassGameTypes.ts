/**
 * The game types of the popup-list vendors (`GCSGAME_getVassGameType`). The wire notes say only that the answer is
 * cached whole and that a third-party client claims `content` maps a game type to `{ vendorCode: [...] }`; we take
 * that shape and keep its leaves as sent.
 */
import * as Schema from "effect/Schema"

/** `value` of `GCSGAME_getVassGameType`: game type → vendor code → what the platform lists for it. */
export const VassGameTypes = Schema.Struct({
  content: Schema.optional(Schema.NullOr(Schema.Record(Schema.String, Schema.Record(Schema.String, Schema.Unknown)))),
})
export type VassGameTypes = typeof VassGameTypes.Type

/** The vendor codes listed under a game type. */
export const vendorsOfType = (types: VassGameTypes, gameType: string): ReadonlyArray<string> =>
  Object.keys(types.content?.[gameType] ?? {})
