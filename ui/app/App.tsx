/**
 * The portal's frame (spec section 2): the blocking page instead of everything when the system is under maintenance
 * or the visitor's region is restricted (state.system.status 1 or 2); otherwise the layout variant of the current
 * route around its lazy section, with a progress indication while the chunk loads, the error boundary with its
 * retry, the interactive mark (interactive.ts), the optional login guard, the scroll on navigation, and the overlays
 * (modals, centres, dialog, route arrival: OverlayHost.tsx, a lazy chunk). Routes are matched
 * exactly on the path (history mode); wouter gives the location, a test hands in a memory one.
 */
import { lazy, Suspense, useEffect } from "react"
import { useSnapshot } from "valtio"
import { useLocation } from "wouter"
import { SectionProgress } from "../components/SectionProgress.tsx"
import { Layout } from "../layout/Layout.tsx"
import { useCore } from "../state/useCore.ts"
import { boot } from "./boot.ts"
import { DocumentTitle } from "./DocumentTitle.tsx"
import { ErrorBoundary } from "./ErrorBoundary.tsx"
import { FollowNavigation } from "./FollowNavigation.tsx"
import { guardRedirect } from "./guard.ts"
import { InteractiveMark } from "./InteractiveMark.tsx"
import { lazySection, preloadSection } from "./lazySection.ts"
import { OverlayHost } from "./OverlayHost.tsx"
import { routeOf } from "./routes.ts"
import { ScrollOnNavigate } from "./ScrollOnNavigate.tsx"

const BlockingPage = lazy(() => import("../blocking/BlockingPage.tsx"))
const NotFound = lazy(() => import("../sections/NotFound.tsx"))
const DialogHost = lazy(() => import("../modals/DialogHost.tsx").then((m) => ({ default: m.DialogHost })))

/** The key of a path's lazy section (lazySection.ts). */
const sectionKey = (section: string, path: string): string => `${section}:${path}`

/** Loads the section of `path` ahead of the app's first render (lazySection.ts `preloadSection`). */
export const preloadRouteSection = async (path: string): Promise<void> => {
  const route = routeOf(path)
  if (route !== undefined) await preloadSection(sectionKey(route.section, path), route.section, route.load)
}

/** The app. */
export function App() {
  const { system } = useCore()
  if (system.status === 1 || system.status === 2) {
    return (
      <Suspense fallback={<SectionProgress />}>
        <BlockingPage status={system.status} />
        <DialogHost />
      </Suspense>
    )
  }
  return <Portal />
}

function Portal() {
  const [path, navigate] = useLocation()
  const snap = useCore()
  const { sessionChecked } = useSnapshot(boot)
  const redirect = guardRedirect(path, snap, sessionChecked)
  useEffect(() => {
    if (redirect !== undefined) navigate(redirect, { replace: true })
  }, [redirect, navigate])
  const route = routeOf(path)
  const Section =
    route === undefined ? NotFound : lazySection(sectionKey(route.section, path), route.section, route.load)
  return (
    <Layout variant={route?.variant ?? "full"}>
      <ErrorBoundary resetKey={path}>
        <Suspense fallback={<SectionProgress />}>
          {redirect === undefined && <Section />}
          <InteractiveMark />
        </Suspense>
      </ErrorBoundary>
      <FollowNavigation />
      <ScrollOnNavigate />
      <DocumentTitle path={path} />
      <OverlayHost />
    </Layout>
  )
}
