/** Reading a request body with a size limit, and parsing it by the carrier the contract declares. */
import type { IncomingMessage } from "node:http"
import { ApiError } from "./ApiError.ts"

/** Largest body accepted: three 5 MB images in base64 and the rest of a form. */
export const maxBodyBytes = 24 * 1024 * 1024

export const readBody = (req: IncomingMessage, limit = maxBodyBytes): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        reject(new ApiError(413, "request_too_large", `body larger than ${limit} bytes`))
        req.destroy()
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
    throw new ApiError(400, "request_param_err", "body is not JSON")
  }
}
