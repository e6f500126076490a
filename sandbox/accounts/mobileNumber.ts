/**
 * Mobile numbers and dialing codes as the sandbox stores and compares them. OUR CHOICE: spaces and dashes are
 * dropped and leading zeros (the national trunk prefix, "0917..." in the Philippines) removed, so "0917 123 4567" and
 * "9171234567" are the same number; what remains must be 5 to 15 digits (E.164's longest). A dialing code is 1 to 4
 * digits, a leading "+" dropped.
 */
import { badRequest } from "../http/ApiError.ts"

/** The stored form of a mobile number; refuses (400, naming `field`) anything else. */
export const normalizeMobile = (raw: string, field: string): string => {
  const digits = raw.trim().replace(/[\s-]/g, "").replace(/^0+/, "")
  if (!/^\d{5,15}$/.test(digits)) throw badRequest(field, "a mobile number of 5 to 15 digits is required")
  return digits
}

/** The stored form of a dialing code, or undefined when none was given; refuses a malformed one. */
export const normalizeDialingCode = (raw: string | undefined): string | undefined => {
  if (raw === undefined || raw.trim() === "") return undefined
  const digits = raw.trim().replace(/^\+/, "")
  if (!/^\d{1,4}$/.test(digits)) throw badRequest("countryDialingCode", "a dialing code of 1 to 4 digits is required")
  return digits
}
