/**
 * The state of a page's or a panel's load: an action that answers whether it succeeded, run on mount, again when one
 * of its triggers changes (the member, the language, a filter) and on a retry. The component shows its skeleton while
 * `loading`, a retry when `failed`. A load in the `background` refreshes what is already shown (a cached notice list,
 * help topics in another language): it never goes back to `loading`, and once something was shown a failed refresh
 * leaves it shown.
 */
import { useEffect, useState } from "react"

/** Where a load stands. */
export type LoadStatus = "loading" | "ready" | "failed"

/** The load's state and its retry. */
export interface Load {
  readonly status: LoadStatus
  readonly retry: () => void
}

/** How a load runs. */
export interface LoadOptions {
  /** Not now (a member's page for a visitor); it runs once this turns false. */
  readonly skip?: boolean
  /** A refresh of what is shown: no `loading` on each run, a failure after a success stays `ready`. */
  readonly background?: boolean
  /** With `background`: something is shown already (from the session's cache), so the load starts `ready`. */
  readonly shown?: boolean
}

/** Runs `load` on mount, on each change of `triggers` and on each retry. */
export function useLoad(
  load: () => Promise<boolean>,
  triggers: ReadonlyArray<unknown>,
  options: LoadOptions = {},
): Load {
  const { skip = false, background = false, shown = false } = options
  const [status, setStatus] = useState<LoadStatus>(background && shown ? "ready" : "loading")
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the triggers and the retry's count say when to load again.
  useEffect(() => {
    if (skip) return
    let live = true
    if (!background) setStatus("loading")
    void load().then((ok) => {
      if (live) setStatus((was) => (ok || (background && was === "ready") ? "ready" : "failed"))
    })
    return () => {
      live = false
    }
  }, [skip, attempt, ...triggers])
  return {
    status,
    retry: () => {
      setStatus("loading")
      setAttempt((n) => n + 1)
    },
  }
}
