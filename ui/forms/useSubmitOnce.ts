/**
 * One submission at a time ("a double click never moves money twice"): the returned function ignores calls
 * while the previous one runs, whether they come from a second click, the Enter key or both at once. Core's
 * idempotency key covers what gets past this (a retry after a dropped link, another tab).
 */
import { useCallback, useRef, useState } from "react"

/** `[submit, busy]`: `submit` runs `action` unless a run is under way. */
export function useSubmitOnce(action: () => Promise<unknown>): readonly [() => Promise<void>, boolean] {
  const running = useRef(false)
  const latest = useRef(action)
  latest.current = action
  const [busy, setBusy] = useState(false)
  const submit = useCallback(async () => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await latest.current()
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return [submit, busy] as const
}
