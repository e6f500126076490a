/** What the person did in the session area. */
export const sessionIntents = [] as const
export type SessionIntent = never
