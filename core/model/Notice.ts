/**
 * A notice (spec section 3 "Notice: title, HTML content, timestamp yyyy-MM-dd hh:mm:ss"): the player notices of the
 * announcements (`player[]`: `id`, `title`, `content`; wire notes section 5), shown as the header marquee and in the
 * notice modal, 9 to a page. The content is HTML from the server: the UI sanitises it before showing it.
 */
import * as Schema from "effect/Schema"
import { OptionalId } from "./Id.ts"
import { Text } from "./Optional.ts"

/** One notice. */
export const Notice = Schema.Struct({
  id: OptionalId,
  title: Text,
  /** HTML. */
  content: Text,
  /** `yyyy-MM-dd hh:mm:ss` as sent (spec section 3), or epoch milliseconds in some builds. */
  timestamp: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Finite]))),
})
export type Notice = typeof Notice.Type

/** Notices per page of the notice modal (spec section 9). */
export const noticesPerPage = 9
