/**
 * The page the member centre opens on (spec section 2). Apart from MemberCentrePage.ts (which defines the pages' schema) so the
 * state, which needs only this value, does not bring the schema into the portal's first chunk (the first view's byte budget).
 */
import type { MemberCentrePage } from "./MemberCentrePage.ts"

/** The page the member centre opens on (spec section 2). */
export const defaultMemberCentrePage: MemberCentrePage = "securityCenter"
