/** Navigation scrolls to the hash target if there is one, else to the top (spec section 2). */
import { useEffect, useRef } from "react"
import { useLocation, useSearch } from "wouter"

/** Scrolls on each navigation (renders nothing). */
export function ScrollOnNavigate() {
  const [path] = useLocation()
  const search = useSearch()
  const at = `${path}?${search}`
  const last = useRef("")
  useEffect(() => {
    if (last.current === at) return
    last.current = at
    const id = decodeURIComponent(window.location.hash.slice(1))
    const target = id === "" ? null : document.getElementById(id)
    if (target !== null) target.scrollIntoView({ block: "start" })
    else window.scrollTo({ top: 0, left: 0 })
  }, [at])
  return null
}
