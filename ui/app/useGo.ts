/**
 * Navigation that ignores a duplicate (spec section 2: "Duplicate-navigation errors are ignored"): going to the
 * location already shown does nothing, so no history entry is doubled and no section reloads. The hash counts: the
 * same page with another hash (`/help#faq` on `/help#about`) is a navigation, which the page follows.
 */
import { useCallback, useRef } from "react"
import { useLocation, useSearch } from "wouter"

/** `go(to)`: navigates unless `to` is where the page already is. */
export const useGo = (): ((to: string, options?: { readonly replace?: boolean }) => void) => {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const here = useRef("")
  here.current = search === "" ? path : `${path}?${search}`
  return useCallback(
    (to, options) => {
      const target = to.split("#")[0] ?? to
      // The browser reads an empty hash ("#") as none.
      const hash = to.length > target.length + 1 ? to.slice(target.length) : ""
      if ((target === here.current && hash === window.location.hash) || (target === "" && to.startsWith("#"))) return
      navigate(to, options?.replace === true ? { replace: true } : undefined)
    },
    [navigate],
  )
}
