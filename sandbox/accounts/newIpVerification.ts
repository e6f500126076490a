/**
 * Second verification of a login from a new address (spec section 4: "New-IP login requires second verification:
 * phone SMS code, bound email, bank account name, or Google verification").
 *
 * A member whose known addresses do not include the caller's is refused with 403 `login_verify_required` (a code the
 * platform's client keeps silent, wire notes section 2); OUR CHOICE of its `value`: `{ methods: [...] }`, the
 * methods of core's `VerificationMethod` the member can use (a bound mobile, a bound email, a payee name, a Google
 * code). The first login ever (no known address yet) records the address instead, and so does a member with no
 * method at all (nothing to prove with: refusing would lock the account out).
 *
 * Proofs (`POST /wps/session/login/verification`): `sms`, the latest no-login code sent to the bound mobile; `email`,
 * the bound address; `bankAccountName`, the payee name (case and spacing ignored); `google`, OUR CHOICE instead of a
 * TOTP: the member's fixed 6-digit code (`members.google_code`, seeded for the demo accounts).
 */

import { timingSafeEqual } from "node:crypto"
import { accountCodes } from "../../core/contract/ErrorCode.ts"
import type { VerificationMethod } from "../../core/model/SecondVerification.ts"
import { verificationRequiredCode } from "../../core/model/SecondVerification.ts"
import type { Database } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"
import type { MemberRow } from "./members.ts"
import { consumeSmsCode } from "./smsCodes.ts"

/** The methods this member can prove an address with, in the form's order. */
export const methodsOf = (member: MemberRow): ReadonlyArray<VerificationMethod> => [
  ...(member.mobile === null ? [] : (["sms"] as const)),
  ...(member.email === null || member.email === "" ? [] : (["email"] as const)),
  ...(member.payeeName === null || member.payeeName === "" ? [] : (["bankAccountName"] as const)),
  ...(member.googleCode === null || member.googleCode === "" ? [] : (["google"] as const)),
]

/** True when a login of this member from `ip` must be verified first. */
export const needsVerification = (member: MemberRow, ip: string): boolean =>
  member.type !== 4 && member.knownIps.length > 0 && !member.knownIps.includes(ip) && methodsOf(member).length > 0

/** The refusal of a login from a new address. */
export const verificationRequired = (member: MemberRow): ApiError =>
  new ApiError(403, verificationRequiredCode, "This is a login from a new address: please verify it is you", {
    methods: methodsOf(member),
  })

const fold = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase()

const same = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** True when the proof holds for the member (an SMS code is spent when right). */
export const proofHolds = async (
  db: Database,
  member: MemberRow,
  method: VerificationMethod,
  proof: string,
  now: number,
): Promise<boolean> => {
  if (!methodsOf(member).includes(method)) {
    throw new ApiError(400, accountCodes.verifyMethodUnavailable, `This account has no ${method} to verify with`)
  }
  switch (method) {
    case "sms":
      return (await consumeSmsCode(db, { mobile: member.mobile ?? "", purpose: "login", code: proof }, now)) === "ok"
    case "email":
      return same(fold(member.email ?? ""), fold(proof))
    case "bankAccountName":
      return same(fold(member.payeeName ?? ""), fold(proof))
    case "google":
      return same(member.googleCode ?? "", proof.trim())
  }
}
