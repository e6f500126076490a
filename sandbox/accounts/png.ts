/**
 * A minimal PNG encoder for the captcha image (wire notes section 4: the captcha is a base64 PNG): 8-bit RGB, no
 * interlace, each row with filter 0, the pixel data deflated with node:zlib, every chunk closed by its CRC-32 (the
 * PNG specification's polynomial 0xEDB88320). No package needed for a few kilobytes of pixels.
 */
import { deflateSync } from "node:zlib"

/** An RGB image: `pixels` holds width x height x 3 bytes, row by row. */
export interface RgbImage {
  readonly width: number
  readonly height: number
  readonly pixels: Uint8Array
}

const crcTable = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 of some bytes, as PNG chunks carry it. */
export const crc32 = (bytes: Uint8Array): number => {
  let c = 0xffffffff
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const chunk = (type: string, data: Uint8Array): Buffer => {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, "ascii")
  out.set(data, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}

/** The PNG file's signature. */
export const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Encodes an RGB image as a PNG file. */
export const encodePng = (image: RgbImage): Buffer => {
  const { width, height, pixels } = image
  if (pixels.length !== width * height * 3) throw new Error("pixels do not match the image's size")
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: RGB
  const stride = width * 3
  const raw = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0 // filter: none
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1)
  }
  return Buffer.concat([
    pngSignature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array(0)),
  ])
}
