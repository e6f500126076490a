/**
 * The pages of a centre (member or agent), each a lazy chunk: a centre states, for every page of its union, the
 * `import()` of the file that renders it (`satisfies Record<Page, PageLoader>`, so a page without a component is a
 * type error rather than a silent "coming soon"). A page's lazy component is made once, on first show.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from "react"

/** The import of a page's file, default-exporting a component without props. */
export type PageLoader = () => Promise<{ readonly default: ComponentType }>

/** The lookup of a page's lazy component in a centre's table. */
export const lazyPages = <P extends string>(
  loaders: Readonly<Record<P, PageLoader>>,
): ((page: P) => LazyExoticComponent<ComponentType>) => {
  const components = new Map<P, LazyExoticComponent<ComponentType>>()
  return (page) => {
    let c = components.get(page)
    if (c === undefined) {
      c = lazy(loaders[page])
      components.set(page, c)
    }
    return c
  }
}
