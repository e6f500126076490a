/**
 * Images uploaded as base64 text (spec section 5: png or jpg, at most 5 MB each; a withdrawal's proof, a promotion
 * application's pictures): a `data:` URL prefix is accepted, the text must be strict base64, and the type is read
 * from the bytes' signature, never from a name or a declared type.
 */
import { moneyCodes } from "../../core/contract/ErrorCode.ts"
import { maxImageMb } from "../../core/validation/ActivityApplication.ts"
import { ApiError } from "../http/ApiError.ts"

/** Largest image in bytes (core's validation counts megabytes as MiB). */
export const maxImageBytes = maxImageMb * 1024 * 1024

/** A checked image. */
export interface Image {
  readonly mime: "image/png" | "image/jpeg"
  readonly bytes: Buffer
}

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const jpeg = Buffer.from([0xff, 0xd8, 0xff])
const dataUrl = /^data:[\w.+/-]*;base64,/i
const base64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Reads a base64 image; 400 `image_type_invalid` or `image_too_large` naming the field otherwise. */
export const imageOf = (field: string, text: string): Image => {
  const body = text.trim().replace(dataUrl, "").replace(/\s+/g, "")
  // 4 base64 characters carry 3 bytes: refuse an oversized text before decoding it.
  if (body.length > Math.ceil(maxImageBytes / 3) * 4 + 4)
    throw new ApiError(400, moneyCodes.imageTooLarge, `${field}: an image is at most 5 MB`)
  if (body.length === 0 || body.length % 4 !== 0 || !base64.test(body))
    throw new ApiError(400, moneyCodes.imageTypeInvalid, `${field}: expected a base64 png or jpg image`)
  const bytes = Buffer.from(body, "base64")
  if (bytes.length > maxImageBytes)
    throw new ApiError(400, moneyCodes.imageTooLarge, `${field}: an image is at most 5 MB`)
  const mime = bytes.subarray(0, 8).equals(png)
    ? "image/png"
    : bytes.subarray(0, 3).equals(jpeg)
      ? "image/jpeg"
      : undefined
  if (mime === undefined) throw new ApiError(400, moneyCodes.imageTypeInvalid, `${field}: only png or jpg images`)
  return { mime, bytes }
}
