/**
 * The runnable part of docs/integrating.md: its `js` blocks, in order, as one ES module, with the guide's sandbox
 * address replaced by the one a test started. Imports are hoisted to the top, as a reader pasting the blocks would.
 */

/** The address the guide's examples use. */
export const guideBaseUrl = "http://127.0.0.1:8080"

export const guideBlocks = (markdown: string): ReadonlyArray<string> =>
  [...markdown.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1] ?? "")

export const guideScript = (markdown: string, baseUrl: string): string => {
  const lines = guideBlocks(markdown).join("\n").split("\n")
  const imports = lines.filter((l) => l.startsWith("import "))
  const body = lines.filter((l) => !l.startsWith("import "))
  return `${[...imports, ...body].join("\n").replaceAll(guideBaseUrl, baseUrl)}\n`
}
