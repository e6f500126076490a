import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { zlibInflate } from "./zlibInflate.ts"

const text = '{"success":true}'
const decoded = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : Buffer.from(bytes).toString())

describe("zlibInflate", () => {
  it("undoes gzip, br and both forms of deflate", () => {
    expect(decoded(zlibInflate(gzipSync(text), "gzip"))).toBe(text)
    expect(decoded(zlibInflate(brotliCompressSync(text), "br"))).toBe(text)
    expect(decoded(zlibInflate(deflateSync(text), "deflate"))).toBe(text)
    expect(decoded(zlibInflate(deflateRawSync(text), "deflate"))).toBe(text)
  })
  it("says undefined for bytes not in the coding", () => {
    expect(zlibInflate(Buffer.from(text), "gzip")).toBeUndefined()
    expect(zlibInflate(Buffer.from(text), "br")).toBeUndefined()
  })
})
