/**
 * Keeps the member centre's page in the address and brings it back after a reload: while the centre is
 * open its page is the `mc` query parameter (replaced, not pushed: switching pages adds no history entries), and it
 * is dropped when the centre closes; once the session is known (the logged-in bar shows the account), an address
 * naming a page opens the centre on it through core's workflow, which still decides whether the member may see it.
 */
import { useCallback, useEffect, useRef } from "react"
import { useLocation, useSearch } from "wouter"
import type { MemberCentrePage } from "../../core/model/MemberCentrePage.ts"
import { openMemberCentre } from "../actions/centres.ts"
import { closeModal } from "../actions/modals.ts"
import { useGo } from "../app/useGo.ts"
import { useCore } from "../state/useCore.ts"
import { pageFromSearch, searchWithPage, withSearch } from "./memberCentreUrl.ts"

/** Set while the centre closes to go to another page of the portal, for the unmount of useKeepPageInUrl to see. */
let leaving = false

/** Closes the centre and goes to `to`, a page of the portal (the responsible-gaming page, the points mall). */
export function useLeaveCentre(): (to: string) => void {
  const go = useGo()
  return useCallback(
    (to: string) => {
      leaving = true
      closeModal("memberCentre")
      go(to)
    },
    [go],
  )
}

/** Writes the open centre's page into the address, and drops it when the centre closes (unmounts). */
export function useKeepPageInUrl(page: MemberCentrePage): void {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const latest = useRef({ path, search, navigate })
  latest.current = { path, search, navigate }
  useEffect(() => {
    if (pageFromSearch(search) !== page) navigate(withSearch(path, searchWithPage(search, page)), { replace: true })
  }, [page, path, search, navigate])
  useEffect(
    () => () => {
      // Closed to go elsewhere (useLeaveCentre): the address is that page's; dropping the page from the address
      // shown before would take the person back there.
      if (leaving) {
        leaving = false
        return
      }
      const { path: p, search: s, navigate: go } = latest.current
      if (pageFromSearch(s) !== undefined) go(withSearch(p, searchWithPage(s, undefined)), { replace: true })
    },
    [],
  )
}

/** Opens the centre on the address's page once the member is known (`account` not empty). */
export function useRestoreMemberCentre(account: string): void {
  const search = useSearch()
  const { memberCentre } = useCore()
  const open = useRef(memberCentre.open)
  open.current = memberCentre.open
  const page = pageFromSearch(search)
  useEffect(() => {
    if (account !== "" && page !== undefined && !open.current) void openMemberCentre(page)
  }, [account, page])
}
