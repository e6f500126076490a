/**
 * Refuses text PostgreSQL cannot store: a NUL character (U+0000) in any string of a request makes the database
 * fail the query ("invalid byte sequence"), which must be a 400 naming the field, never a 500. JSON and
 * form bodies can carry one (`\u0000`, `%00`); headers cannot.
 */
import { badRequest } from "../http/ApiError.ts"

const walk = (value: unknown, path: string): void => {
  if (typeof value === "string") {
    if (value.includes("\u0000")) throw badRequest(path || "body", "must not contain a NUL character")
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`)
  } else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) walk(v, path === "" ? k : `${path}.${k}`)
}

/** Throws a 400 naming the first field whose text holds a NUL character. */
export const refuseNul = (request: unknown): void => walk(request, "")
