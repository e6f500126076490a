/**
 * A build plugin that lets the browser fetch the first view's lazy chunks while it is still fetching the entry
 * (LCP under 2 s on a 150 ms / 1.6 Mbps link). Without it the chunks the start and the home page ask for
 * with `import()` form a waterfall: the entry arrives and runs, then asks for the start's workflows, which run and
 * ask for i18next and the strings, while the home section's chunk is asked for only once React renders. Each step
 * costs a round trip plus the time to run what came before.
 *
 * The plugin adds a `<link rel="modulepreload">` (and a style preload for their CSS) to index.html for the chunks
 * named in `names`. A preload only fetches: every chunk still runs only when the app imports it, so what runs and
 * when is unchanged and `ui.initial_js_gzip_kb` counts the same scripts.
 */
import type { Plugin } from "vite"

/** Output chunk as much as the plugin reads of it (Vite's bundle entries). */
interface ChunkLike {
  readonly type: "chunk" | "asset"
  readonly name?: string
  readonly fileName: string
  readonly isDynamicEntry?: boolean
  readonly viteMetadata?: { readonly importedCss?: ReadonlySet<string> }
}

/**
 * The link tags for the chunks of `bundle` whose name is in `names`, in the order of `names`. The tags of chunks in
 * `homeOnly` carry `data-home-only`: app.html, the page of every other route, leaves them out (scripts/firstFrame.ts).
 */
export const preloadTags = (
  bundle: Readonly<Record<string, ChunkLike>>,
  names: ReadonlyArray<string>,
  base: string,
  homeOnly: ReadonlySet<string> = new Set(),
): Array<{ tag: "link"; attrs: Record<string, string>; injectTo: "head" }> => {
  const chunks = Object.values(bundle).filter((c) => c.type === "chunk")
  const tags: Array<{ tag: "link"; attrs: Record<string, string>; injectTo: "head" }> = []
  for (const name of names) {
    const mark = homeOnly.has(name) ? { "data-home-only": "" } : {}
    for (const chunk of chunks.filter((c) => c.name === name)) {
      tags.push({
        tag: "link",
        attrs: { rel: "modulepreload", crossorigin: "", href: `${base}${chunk.fileName}`, ...mark },
        injectTo: "head",
      })
      for (const css of chunk.viteMetadata?.importedCss ?? [])
        tags.push({
          tag: "link",
          attrs: { rel: "preload", as: "style", crossorigin: "", href: `${base}${css}`, ...mark },
          injectTo: "head",
        })
    }
  }
  return tags
}

/** The plugin: preloads the chunks named `names` from the built index.html (`homeOnly` of them marked). */
export const firstViewPreload = (names: ReadonlyArray<string>, homeOnly: ReadonlyArray<string> = []): Plugin => {
  let base = "/"
  return {
    name: "arena:first-view-preload",
    apply: "build",
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: "post",
      handler: (_html, context) =>
        context.bundle === undefined
          ? []
          : preloadTags(context.bundle as Record<string, ChunkLike>, names, base, new Set(homeOnly)),
    },
  }
}
