/**
 * The pages of a centre (member or agent), each a lazy chunk found by name among the files a centre lists with
 * `import.meta.glob("./pages/*.tsx")`, default-exporting a component without props. A page's lazy component is made
 * once; a page without a file has none (the centre says it is coming soon).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from "react"

type Loader = () => Promise<{ readonly default: ComponentType }>

/** The lookup of a page's lazy component among `files` (keys `./pages/<page>.tsx`). */
export const lazyPages = <P extends string>(
  files: Readonly<Record<string, Loader>>,
): ((page: P) => LazyExoticComponent<ComponentType> | undefined) => {
  const components = new Map<P, LazyExoticComponent<ComponentType>>()
  return (page) => {
    const load = files[`./pages/${page}.tsx`]
    if (load === undefined) return undefined
    let c = components.get(page)
    if (c === undefined) {
      c = lazy(load)
      components.set(page, c)
    }
    return c
  }
}
