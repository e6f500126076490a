/**
 * Whether the portal is interactive yet (interactive.ts), as React state: what the first view does not need (the
 * footer, the floating bar, the mini game widget, the home page's blocks below the fold) renders its reserved space
 * until then and its content after, so its chunks do not compete with the first view's (the first view's byte budget).
 */
import { useEffect, useState } from "react"
import { interactive, isInteractive } from "./interactive.ts"

/** True once the portal has become interactive (at once when it already is). */
export function useInteractive(): boolean {
  const [ready, setReady] = useState(isInteractive)
  useEffect(() => {
    if (ready) return
    let live = true
    void interactive.then(() => {
      if (live) setReady(true)
    })
    return () => {
      live = false
    }
  }, [ready])
  return ready
}
