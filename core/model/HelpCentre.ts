/**
 * The help centre (`GET /wps/system/helpCenter` with `lang` and device `WEB`; wire notes section 4): a tree of
 * topics `{ title, tag, content (HTML), bgColor, children[] }`. The `tag` is the anchor a link reaches (`/help#term`
 * for the user agreement). The HTML is the server's; the UI sanitises it before showing it (DESIGN.md, ui).
 */
import * as Schema from "effect/Schema"
import { Text } from "./Optional.ts"

/** A topic and its sub-topics. */
export interface HelpTopic {
  readonly title: string
  readonly tag?: string | null | undefined
  readonly content?: string | null | undefined
  readonly bgColor?: string | null | undefined
  readonly children?: ReadonlyArray<HelpTopic> | null | undefined
}

export const HelpTopic: Schema.Codec<HelpTopic> = Schema.Struct({
  title: Schema.String,
  tag: Text,
  content: Text,
  bgColor: Text,
  children: Schema.optional(Schema.NullOr(Schema.Array(Schema.suspend((): Schema.Codec<HelpTopic> => HelpTopic)))),
}).annotate({ identifier: "HelpTopic" })

/** `value` of the help-centre call. */
export const HelpCentre = Schema.Array(HelpTopic)
export type HelpCentre = ReadonlyArray<HelpTopic>

/** The topic with a tag, searched depth first. */
export const findTopic = (topics: ReadonlyArray<HelpTopic>, tag: string): HelpTopic | undefined => {
  for (const t of topics) {
    if (t.tag === tag) return t
    const inner = findTopic(t.children ?? [], tag)
    if (inner !== undefined) return inner
  }
  return undefined
}
