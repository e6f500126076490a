/** What the person did in the content area. */
export const contentIntents = [] as const
export type ContentIntent = never
