/**
 * Ids of the money area's rows as the client sends them (core's `Id`: text of a number): checked to be a positive
 * whole number the database can hold before any SQL sees them.
 */
import { badRequest } from "../http/ApiError.ts"

/** The row id a field names; a 400 naming the field when it is not one. */
export const rowId = (field: string, text: string): number => {
  const t = text.trim()
  if (!/^\d{1,15}$/.test(t) || Number(t) < 1) throw badRequest(field, "expected an id")
  return Number(t)
}
