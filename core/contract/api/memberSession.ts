/**
 * The calls of the session area the start makes (spec section 7): the member's info and the logout of an expired
 * stored session. Apart from the rest of the area (session.ts, which lists them too) so the start does not carry the
 * login and registration schemas (the first view's byte budget).
 */
import { MemberInfo } from "../../model/MemberInfo.ts"
import { Acknowledged } from "../Acknowledged.ts"
import { endpoint, NoParams } from "../Endpoint.ts"

export const memberSession = {
  memberInfo: endpoint({
    name: "memberInfo",
    method: "GET",
    path: "/wps/member/info",
    request: NoParams,
    response: MemberInfo,
    answered: "MemberInfoLoaded",
  }),
  logout: endpoint({
    name: "logout",
    method: "DELETE",
    path: "/wps/session/logout",
    request: NoParams,
    response: Acknowledged,
    answered: "LoggedOut",
  }),
}
