/**
 * Loads the overlays (Overlays.tsx: modals, centres, dialog, route arrival, player protection, the funding offer) when
 * one is wanted, never before: a modal, a centre or a dialog is open, the visitor arrived on /login or /register
 * (whose arrival opens a modal), or a member is logged in (the reality check and the funding offer of a launch are a
 * member's). So a visitor's home page does not load them at all, and a page whose section failed to load still opens
 * the login modal when asked.
 */
import { lazy, Suspense } from "react"
import { useLocation } from "wouter"
import { useCore } from "../state/useCore.ts"

const Overlays = lazy(() => import("./Overlays.tsx"))

/** Paths whose arrival opens a modal (RouteArrival.tsx). */
const arrivalPaths: ReadonlySet<string> = new Set(["/login", "/register", "/register.html"])

/** Renders the overlays when they are wanted. */
export function OverlayHost() {
  const [path] = useLocation()
  const { modals, memberCentre, agentCentre, session } = useCore()
  const wanted =
    session.loggedIn ||
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
