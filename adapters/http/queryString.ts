/**
 * Request fields as an urlencoded text (wire notes section 1): GET params after the `?`, and the body of the `form`
 * carrier. The fields come from the endpoint's request schema through `Schema.toCodecStringTree`, the codec the
 * server decodes with, so every leaf is already a string. Arrays repeat their key (the server reads a repeated key
 * as an array); nested objects use qs-style brackets (`a[b]=c`), as the platform's client sends them. Spaces are
 * `%20`, as qs writes them.
 */
import type * as Schema from "effect/Schema"

/** The urlencoded text of a string tree (no leading `?`). */
export const toQueryString = (tree: Schema.StringTree): string => {
  const pairs: Array<string> = []
  const add = (key: string, node: Schema.StringTree): void => {
    if (node === undefined) return
    if (typeof node === "string") pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(node)}`)
    else if (Array.isArray(node)) {
      for (const [i, el] of node.entries()) add(typeof el === "string" ? key : `${key}[${i}]`, el)
    } else for (const [k, v] of Object.entries(node)) add(key === "" ? k : `${key}[${k}]`, v)
  }
  if (typeof tree === "object" && tree !== null && !Array.isArray(tree)) add("", tree)
  return pairs.join("&")
}
