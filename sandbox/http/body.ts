/** Reading a request body with a size limit, and parsing it by the carrier the contract declares. */

import type { IncomingMessage } from "node:http"
import type { EndpointName } from "../../core/contract/Api.ts"
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { ApiError } from "./ApiError.ts"

const mib = 1024 * 1024

/** Largest body accepted: three 5 MB images in base64 and the rest of a form; only for a signed-in member. */
export const maxBodyBytes = 24 * mib

/** Largest body accepted before login: a login, a registration or a code request is a few hundred bytes. */
export const anonymousBodyBytes = 16 * 1024

/** Largest body of a signed-in member's call that carries no image (forms, transfers, contracts: a few KiB). */
export const memberBodyBytes = 64 * 1024

/**
 * The calls that carry images as base64 text (spec section 5: png or jpg of at most 5 MB), with room for them: an
 * activity application takes three, a withdrawal's proof of receipt and a feedback's attachment one.
 */
const uploadBodyBytes: Partial<Record<EndpointName, number>> = {
  applyPromotion: maxBodyBytes,
  confirmWithdrawal: 8 * mib,
  feedback: 8 * mib,
}

/**
 * The body limit of a call: small before login whatever the call (a stranger cannot make the platform buffer
 * megabytes), larger only for a signed-in member's uploads.
 */
export const bodyLimitOf = (endpoint: EndpointName, signedIn: boolean): number =>
  !signedIn ? anonymousBodyBytes : (uploadBodyBytes[endpoint] ?? memberBodyBytes)

/**
 * The body, up to `limit` bytes; past it a 413, decided from Content-Length before anything is read when declared.
 * The rest of an oversized body is drained rather than the socket destroyed, so the client reads the 413 (sent with
 * `Connection: close`) instead of a reset connection.
 */
export const readBody = (req: IncomingMessage, limit = maxBodyBytes): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const tooLarge = () => {
      req.removeAllListeners("data")
      req.resume()
      reject(new ApiError(413, gatewayCodes.requestTooLarge, `body larger than ${limit} bytes`))
    }
    const declared = Number(req.headers["content-length"] ?? Number.NaN)
    if (declared > limit) {
      tooLarge()
      return
    }
    const chunks: Array<Buffer> = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        tooLarge()
        return
      }
      chunks.push(chunk)
    })
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", reject)
  })

/** URL-encoded pairs as an object; a repeated key becomes an array. */
export const paramsToObject = (params: URLSearchParams): Record<string, string | Array<string>> => {
  const out: Record<string, string | Array<string>> = {}
  for (const [k, v] of params) {
    const prev = out[k]
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v]
  }
  return out
}

/** Parses a JSON body; an empty body is `{}`. */
export const parseJson = (raw: Buffer): unknown => {
  if (raw.length === 0) return {}
  try {
    return JSON.parse(raw.toString("utf8"))
  } catch {
    throw new ApiError(400, gatewayCodes.badRequest, "body is not JSON")
  }
}
