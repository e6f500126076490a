/**
 * The member centre's page in the address ("each page reachable by URL or state so a reload returns to it"):
 * the query parameter `mc` names the open page (`/?mc=withdraw`), kept while the centre is open and dropped when it
 * closes. Pure functions over the query text; the hooks that read and write it are useMemberCentreUrl.ts.
 */
import { type MemberCentrePage, memberCentrePages } from "../../core/permissions/memberCentre.ts"

/** The query parameter holding the page. */
export const pageParam = "mc"

/** A page of the centre's descriptor list. */
const isPage = (value: string): value is MemberCentrePage => Object.hasOwn(memberCentrePages, value)

/** The page a query names, if it names one of the centre's pages. */
export const pageFromSearch = (search: string): MemberCentrePage | undefined => {
  const value = new URLSearchParams(search).get(pageParam)
  return value !== null && isPage(value) ? value : undefined
}

/** The query with the page set (or dropped for undefined), other parameters kept in order; no leading `?`. */
export const searchWithPage = (search: string, page: MemberCentrePage | undefined): string => {
  const params = new URLSearchParams(search)
  if (page === undefined) params.delete(pageParam)
  else params.set(pageParam, page)
  return params.toString()
}

/** A path with its query, without a dangling `?`. */
export const withSearch = (path: string, search: string): string => (search === "" ? path : `${path}?${search}`)
