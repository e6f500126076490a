/**
 * The pages of the member centre (spec section 2), by the names the platform's member centre uses: the ids of the
 * centre's descriptor list (core/permissions/memberCentre.ts, which holds each page's menu key and visibility rule),
 * as a schema for the events that name a page. Default page `securityCenter` (my account).
 */
import * as Schema from "effect/Schema"
import { defaultMemberCentrePage, memberCentrePages, pagesOf } from "../permissions/memberCentre.ts"

export const MemberCentrePage = Schema.Literals(pagesOf(memberCentrePages))
export type MemberCentrePage = typeof MemberCentrePage.Type

export { defaultMemberCentrePage }
