/**
 * The page the member centre opens on (spec section 2). Apart from MemberCentrePage.ts (which defines the pages' schema) so the
 * state, which needs only this value, does not bring the schema into the portal's first chunk (issue 5 bundle budget).
 */
import type { MemberCentrePage } from "./MemberCentrePage.ts"

/** The page the member centre opens on (spec section 2). */
export const defaultMemberCentrePage: MemberCentrePage = "securityCenter"
