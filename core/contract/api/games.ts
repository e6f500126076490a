/** Calls of the games area (spec section 7). */
export const games = {}
