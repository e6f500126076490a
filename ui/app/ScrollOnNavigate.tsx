/**
 * Navigation scrolls to the hash target if there is one, else to the top (spec section 2). A change of the hash
 * alone is a navigation too; a target that is not on the page yet (a block of a lazy chunk, or one waiting for its
 * answer) is scrolled to when it appears, for a while after the navigation.
 */
import { useEffect, useRef, useState } from "react"
import { useLocation, useSearch } from "wouter"

/** How long a missing hash target is waited for. */
const lateTargetMs = 10_000

/** The address's hash, followed through every way it changes (wouter's events, popstate, hashchange). */
export function useHash(): string {
  const [hash, setHash] = useState(() => window.location.hash)
  useEffect(() => {
    const read = () => setHash(window.location.hash)
    const events = ["popstate", "hashchange", "pushState", "replaceState"] as const
    for (const e of events) window.addEventListener(e, read)
    return () => {
      for (const e of events) window.removeEventListener(e, read)
    }
  }, [])
  return hash
}

/** Scrolls on each navigation (renders nothing). */
export function ScrollOnNavigate() {
  const [path] = useLocation()
  const search = useSearch()
  const hash = useHash()
  const at = `${path}?${search}${hash}`
  const last = useRef("")
  useEffect(() => {
    if (last.current === at) return
    last.current = at
    const id = decodeURIComponent(window.location.hash.slice(1))
    const target = id === "" ? null : document.getElementById(id)
    if (target !== null) {
      target.scrollIntoView({ block: "start" })
      return
    }
    window.scrollTo({ top: 0, left: 0 })
    if (id === "") return
    const watch = new MutationObserver(() => {
      const late = document.getElementById(id)
      if (late === null) return
      watch.disconnect()
      late.scrollIntoView({ block: "start" })
    })
    watch.observe(document.body, { childList: true, subtree: true })
    const stop = setTimeout(() => watch.disconnect(), lateTargetMs)
    return () => {
      clearTimeout(stop)
      watch.disconnect()
    }
  }, [at])
  return null
}
