/** Calls of the content area (spec section 7). */
export const content = {}
