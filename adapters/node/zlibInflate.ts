/**
 * `Inflate` (adapters/har/bodyText.ts) for Node: gzip, brotli and deflate (zlib-wrapped or raw) through node:zlib,
 * for the fixture import and the replay scripts. Kept out of the `@arena-portal/sdk/adapters` barrel, which must load in a
 * browser.
 */
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from "node:zlib"
import type { Inflate } from "../har/bodyText.ts"

const attempt = (f: () => Buffer): Uint8Array | undefined => {
  try {
    return new Uint8Array(f())
  } catch {
    return undefined
  }
}

/** Undoes one content coding with node:zlib; undefined when the bytes are not in it. */
export const zlibInflate: Inflate = (bytes, coding) => {
  switch (coding) {
    case "gzip":
      return attempt(() => gunzipSync(bytes))
    case "br":
      return attempt(() => brotliDecompressSync(bytes))
    case "deflate":
      return attempt(() => inflateSync(bytes)) ?? attempt(() => inflateRawSync(bytes))
  }
}
