/** What the person did in the games area. */
export const gamesIntents = [] as const
export type GamesIntent = never
