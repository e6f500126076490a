/** Calls of the points area (spec section 7). */
export const points = {}
