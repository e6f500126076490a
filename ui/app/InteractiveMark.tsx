/**
 * Marks the portal interactive (interactive.ts) when it first commits with the start done: it renders beside the
 * route's section inside the same Suspense boundary, so its effect runs only once the section's chunk has arrived
 * and the section has rendered; `boot.started` says the start's calls (ui/actions/start.ts) have been answered.
 */
import { useEffect } from "react"
import { useSnapshot } from "valtio"
import { boot } from "./boot.ts"
import { markInteractive } from "./interactive.ts"

/** Renders nothing; marks the moment. */
export function InteractiveMark() {
  const { started } = useSnapshot(boot)
  useEffect(() => {
    if (started) markInteractive()
  }, [started])
  return null
}
