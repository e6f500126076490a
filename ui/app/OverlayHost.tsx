/**
 * Loads the overlays (Overlays.tsx: modals, centres, dialog, route arrival) once the portal is interactive, or at
 * once when one is wanted sooner: a modal, a centre or a dialog is open, or the visitor arrived on /login or
 * /register (whose arrival opens a modal). So the first view does not wait for them (the first view's byte budget), and a
 * page whose section failed to load still opens the login modal when asked.
 */
import { lazy, Suspense } from "react"
import { useLocation } from "wouter"
import { useCore } from "../state/useCore.ts"
import { useInteractive } from "./useInteractive.ts"

const Overlays = lazy(() => import("./Overlays.tsx"))

/** Paths whose arrival opens a modal (RouteArrival.tsx). */
const arrivalPaths: ReadonlySet<string> = new Set(["/login", "/register", "/register.html"])

/** Renders the overlays when they are wanted. */
export function OverlayHost() {
  const interactive = useInteractive()
  const [path] = useLocation()
  const { modals, memberCentre, agentCentre } = useCore()
  const wanted =
    interactive ||
    arrivalPaths.has(path) ||
    modals.open.length > 0 ||
    modals.dialog !== undefined ||
    memberCentre.open ||
    agentCentre.open
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  )
}
