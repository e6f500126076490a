/**
 * Loads what the promotions pages show (spec section 2 `/promotions`, `/promoDetail`): the member's promotions, or
 * the promotion announcements for a visitor; again when the member logs in or out or the language changes. Says
 * whether the load is running, done or failed, so the page shows its skeleton or a retry instead of a blank.
 */
import { useEffect, useState } from "react"
import { isRealMember } from "../../core/permissions/roles.ts"
import { loadPromotions } from "../actions/promotions.ts"
import { useCore } from "../state/useCore.ts"

/** The load's state and a retry. */
export interface PromotionsLoad {
  readonly status: "loading" | "ready" | "failed"
  readonly retry: () => void
  readonly member: boolean
}

/** Loads on mount and on each change of member or language. */
export function usePromotions(): PromotionsLoad {
  const s = useCore()
  const member = isRealMember(s)
  const language = s.language.current
  const [status, setStatus] = useState<PromotionsLoad["status"]>("loading")
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `member`, `language` and `attempt` are the triggers.
  useEffect(() => {
    let live = true
    setStatus("loading")
    void loadPromotions().then((ok) => {
      if (live) setStatus(ok ? "ready" : "failed")
    })
    return () => {
      live = false
    }
  }, [member, language, attempt])
  return { status, member, retry: () => setAttempt((n) => n + 1) }
}
