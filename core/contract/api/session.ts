/** Calls of the session area (spec section 7). */
export const session = {}
