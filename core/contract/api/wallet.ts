/** Calls of the wallet area (spec section 7). */
export const wallet = {}
