/**
 * What the member's "my account" page shows of its security (spec section 2 `securityCenter`: bound mobile
 * and email, last login address, the ways a login from a new IP can be verified, spec section 4). The platform's
 * member-info answer carries them when it has them (our choice of field names where the wire notes are silent:
 * `mobileNum` and `email` masked as the platform masks them, `lastLoginIp`, `googleBound`); every one may be absent.
 */
import type { VerificationMethod } from "./SecondVerification.ts"

/** The security facts of a member, as shown. */
export interface MemberSecurity {
  readonly mobile: string | undefined
  readonly email: string | undefined
  readonly lastLoginIp: string | undefined
  readonly googleBound: boolean
}

/** The fields of a member-info answer this reads. */
export interface SecurityFields {
  readonly mobileNum?: string | null | undefined
  readonly email?: string | null | undefined
  readonly lastLoginIp?: string | null | undefined
  readonly googleBound?: boolean | null | undefined
}

const text = (v: string | null | undefined): string | undefined => (v == null || v.trim() === "" ? undefined : v)

/** The security facts of an answer; undefined when it carries none. */
export const securityOf = (info: SecurityFields): MemberSecurity | undefined => {
  const s = {
    mobile: text(info.mobileNum),
    email: text(info.email),
    lastLoginIp: text(info.lastLoginIp),
    googleBound: info.googleBound === true,
  }
  return s.mobile === undefined && s.email === undefined && s.lastLoginIp === undefined && !s.googleBound
    ? undefined
    : s
}

/**
 * Which second-verification methods a member can use (spec section 4): an SMS code needs a bound mobile, the email a
 * bound email, Google a bound authenticator; the bank account name is always asked of the account's payee.
 */
export const verificationAvailability = (
  s: MemberSecurity | undefined,
): ReadonlyArray<{ readonly method: VerificationMethod; readonly available: boolean }> => [
  { method: "sms", available: s?.mobile !== undefined },
  { method: "email", available: s?.email !== undefined },
  { method: "bankAccountName", available: true },
  { method: "google", available: s?.googleBound === true },
]
