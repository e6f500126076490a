/** The module hooks of loader.mjs: a `.ts` or `.tsx` file is read and transformed by esbuild; anything else as Node loads it. */
import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { transform } from "esbuild"

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !/\.tsx?$/.test(url)) return nextLoad(url, context)
  const path = fileURLToPath(url)
  const { code } = await transform(await readFile(path, "utf8"), {
    loader: path.endsWith(".tsx") ? "tsx" : "ts",
    format: "esm",
    target: `node${process.versions.node}`,
    sourcemap: "inline",
    sourcefile: path,
  })
  return { format: "module", source: code, shortCircuit: true }
}
