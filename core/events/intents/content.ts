/**
 * What the person did in the content area (notices, mirror speed test, feedback), and what a content workflow
 * states before a call whose answer does not repeat the request.
 */
import * as Schema from "effect/Schema"
import { AnnouncementType } from "../../model/Announcements.ts"

/** The announcement types about to be asked for: the answer replaces exactly those lists. */
export const AnnouncementsRequested = Schema.TaggedStruct("AnnouncementsRequested", {
  types: Schema.Array(AnnouncementType),
})

/** The notice modal moved to a page (from 1). */
export const NoticePageChanged = Schema.TaggedStruct("NoticePageChanged", { page: Schema.Int })

/** The person opened a notice: its position in the notice list (from 0). */
export const NoticeSelected = Schema.TaggedStruct("NoticeSelected", { index: Schema.Int })

/** A mirror domain answered the speed probe in `ms` milliseconds (measured by the adapter). */
export const DomainSpeedMeasured = Schema.TaggedStruct("DomainSpeedMeasured", {
  domain: Schema.String,
  ms: Schema.Finite,
})

/** The person sent feedback of a type (the text itself stays out of the log). */
export const FeedbackSubmitted = Schema.TaggedStruct("FeedbackSubmitted", { type: Schema.String })

export const contentIntents = [
  AnnouncementsRequested,
  NoticePageChanged,
  NoticeSelected,
  DomainSpeedMeasured,
  FeedbackSubmitted,
] as const
export type ContentIntent = (typeof contentIntents)[number]["Type"]
