/**
 * Free text of the money area's requests (remarks, comments, names): trimmed, limited in length (counted in code
 * points, as the client counts), and refused when the database could not store it (a NUL character).
 */
import { badRequest } from "../http/ApiError.ts"

/** The text trimmed, at most `max` characters; a 400 naming the field otherwise. */
export const boundedText = (field: string, text: string, max: number): string => {
  const t = text.trim()
  if (t.includes("\u0000")) throw badRequest(field, "must not contain a NUL character")
  if ([...t].length > max) throw badRequest(field, `at most ${max} characters`)
  return t
}
