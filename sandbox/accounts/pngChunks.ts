/**
 * Reads the chunks of a PNG file back, each with whether its CRC holds: the check of `png.ts` and of the captcha
 * images it makes (a reader, so the tests do not trust the encoder to check itself).
 */
import { crc32 } from "./png.ts"

/** One chunk of a PNG file. */
export interface PngChunk {
  readonly type: string
  readonly data: Buffer
  readonly crcOk: boolean
}

/** The chunks after the signature, in file order. */
export const pngChunks = (png: Buffer): ReadonlyArray<PngChunk> => {
  const out: Array<PngChunk> = []
  let at = 8
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at)
    const type = png.subarray(at + 4, at + 8).toString("ascii")
    const data = png.subarray(at + 8, at + 8 + length)
    const crcOk = png.readUInt32BE(at + 8 + length) === crc32(png.subarray(at + 4, at + 8 + length))
    out.push({ type, data, crcOk })
    at += 12 + length
  }
  return out
}
