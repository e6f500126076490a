import { inflateSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { crc32, encodePng, pngSignature } from "./png.ts"
import { pngChunks as chunksOf } from "./pngChunks.ts"

describe("png", () => {
  it("computes the PNG specification's CRC-32", () => {
    expect(crc32(Buffer.from("123456789", "ascii"))).toBe(0xcbf43926)
    expect(crc32(new Uint8Array(0))).toBe(0)
  })
  it("encodes an RGB image: signature, IHDR, IDAT rows with filter 0, IEND, valid CRCs", () => {
    const pixels = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30])
    const png = encodePng({ width: 2, height: 2, pixels })
    expect(png.subarray(0, 8)).toEqual(pngSignature)
    const chunks = chunksOf(png)
    expect(chunks.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"])
    expect(chunks.every((c) => c.crcOk)).toBe(true)
    const ihdr = chunks[0]!.data
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([2, 2, 8, 2])
    expect([...inflateSync(chunks[1]!.data)]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 10, 20, 30])
  })
  it("refuses pixels that do not fit the size", () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(3) })).toThrow()
  })
})
