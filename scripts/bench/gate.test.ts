import { describe, expect, it } from "vitest"
import { entryScripts } from "./gate.ts"

describe("the gate's first-view JS", () => {
  it("is the module scripts and modulepreloads of index.html, not the other links or classic scripts", () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">
      <link rel="modulepreload" crossorigin="" href="/assets/route-index-C.js" data-home-only="">
      <link rel="stylesheet" href="/assets/index-D.css">
      <link rel="preload" as="font" href="/assets/font-E.woff2">
      <script src="/legacy.js"></script>
    </head>`
    expect(entryScripts(html)).toEqual(["/assets/index-A.js", "/assets/runtime-B.js", "/assets/route-index-C.js"])
  })
})
