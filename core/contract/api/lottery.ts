/** Calls of the lottery area (spec section 7). */
export const lottery = {}
