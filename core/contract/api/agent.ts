/** Calls of the agent area (spec section 7). */
export const agent = {}
