/**
 * Runs a follower on a timer while something is pending (a pending deposit or withdrawal is reloaded until
 * the platform settles it, so the balance refreshes on its own). One run at a time; stops when the follower says
 * nothing is pending any more, when `active` turns false, or when the page unmounts.
 */
import { useEffect, useRef } from "react"

/** How often a pending order is reloaded. */
export const followEveryMs = 2000

/** Follows while `active`. */
export function useFollow(active: boolean, follow: () => Promise<boolean>, everyMs = followEveryMs): void {
  const run = useRef(follow)
  run.current = follow
  useEffect(() => {
    if (!active) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const step = async () => {
      const pending = await run.current().catch(() => true)
      if (!stopped && pending) timer = setTimeout(step, everyMs)
    }
    timer = setTimeout(step, everyMs)
    return () => {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [active, everyMs])
}
