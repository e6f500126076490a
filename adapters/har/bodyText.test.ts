import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from "node:zlib"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bodyText, type Inflate, parseJsonOrText } from "./bodyText.ts"

const inflate: Inflate = (bytes, coding) =>
  coding === "gzip" ? gunzipSync(bytes) : coding === "br" ? brotliDecompressSync(bytes) : inflateSync(bytes)
const ce = (value: string) => [{ name: "Content-Encoding", value }]
const json = JSON.stringify({ success: true, value: { name: "Ana Ñ" } })

describe("bodyText", () => {
  it("returns plain text as it is", () => {
    expect(bodyText({ text: json }, [])).toBe(json)
    expect(bodyText(undefined, undefined)).toBe("")
  })
  it("decodes base64, and base64 of gzip, br or deflate", () => {
    expect(bodyText({ text: Buffer.from(json).toString("base64"), encoding: "base64" }, [])).toBe(json)
    expect(bodyText({ text: gzipSync(json).toString("base64"), encoding: "base64" }, ce("gzip"), inflate)).toBe(json)
    expect(bodyText({ text: gzipSync(json).toString("base64"), encoding: "base64" }, [], inflate)).toBe(json)
    expect(bodyText({ text: brotliCompressSync(json).toString("base64"), encoding: "base64" }, ce("br"), inflate)).toBe(
      json,
    )
    expect(bodyText({ text: deflateSync(json).toString("base64"), encoding: "base64" }, ce("deflate"), inflate)).toBe(
      json,
    )
  })
  it("keeps a body DevTools already decoded while the header still says gzip", () => {
    expect(bodyText({ text: json }, ce("gzip"), inflate)).toBe(json)
  })
  it("gives up on binary it cannot read as text", () => {
    expect(bodyText({ text: Buffer.from([0x89, 0x50, 0xff, 0xfe]).toString("base64"), encoding: "base64" }, [])).toBe(
      undefined,
    )
    expect(bodyText({ text: "%%%", encoding: "base64" }, [])).toBeUndefined()
  })
  it("never throws on any content", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.constantFrom("base64", "BASE64", "x")), fc.string(), (text, enc, c) => {
        bodyText({ text, ...(enc === null ? {} : { encoding: enc }) }, ce(c), () => {
          throw new Error("bad data")
        })
      }),
    )
  })
})

describe("parseJsonOrText", () => {
  it("parses JSON and keeps other text", () => {
    expect(parseJsonOrText('{"a":1}')).toEqual({ a: 1 })
    expect(parseJsonOrText("<html>")).toBe("<html>")
  })
})
