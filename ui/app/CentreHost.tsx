/**
 * Mounts the member centre and agent centre popups (spec section 2) while core says they are open, each from its own
 * lazy chunk, so neither weighs on the first paint (the member centre's JS is loaded when it opens).
 */
import { lazy, Suspense } from "react"
import { Progress } from "../components/Progress.tsx"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"

const MemberCentre = lazy(() => import("../memberCentre/MemberCentre.tsx"))
const AgentCentre = lazy(() => import("../agentCentre/AgentCentre.tsx"))

/** The host of both centres. */
export function CentreHost() {
  const { memberCentre, agentCentre } = useCore()
  const t = useT("common")
  const fallback = (
    <div className="modal-loading">
      <Progress label={t("loading")} />
    </div>
  )
  return (
    <>
      {memberCentre.open && (
        <Suspense fallback={fallback}>
          <MemberCentre />
        </Suspense>
      )}
      {agentCentre.open && (
        <Suspense fallback={fallback}>
          <AgentCentre />
        </Suspense>
      )}
    </>
  )
}
