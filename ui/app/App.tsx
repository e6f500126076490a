/**
 * The portal's frame: the router (history mode), the layout variant of the current route, and its lazy section
 * with a progress indication while the chunk loads.
 */
import { Suspense } from "react"
import { Route, Switch } from "wouter"
import { SectionProgress } from "../components/SectionProgress.tsx"
import { lazySection } from "./lazySection.ts"
import { routes } from "./routes.ts"

export function App() {
  return (
    <div className="app">
      <main id="main" className="app-main">
        <Suspense fallback={<SectionProgress />}>
          <Switch>
            {routes.flatMap((r) =>
              r.paths.map((path) => {
                const Section = lazySection(`${r.section}:${path}`, r.section, r.load)
                return (
                  <Route key={path} path={path}>
                    <Section />
                  </Route>
                )
              }),
            )}
          </Switch>
        </Suspense>
      </main>
    </div>
  )
}
