/**
 * Completing a login from a new IP (spec section 4: "New-IP login requires second verification: phone SMS code,
 * bound email, bank account name, or Google verification"): core's `verifyNewIp`.
 */
import type { VerificationMethod } from "../../core/model/SecondVerification.ts"
import * as VerifyNewIp from "../../core/workflows/verifyNewIp.ts"
import { attempt } from "../app/runtime.ts"
import { type AccountOutcome, outcomeOf } from "./accountOutcome.ts"

/** Sends the proof with the held credentials; the login modal closes on success (the state's answer). */
export const verifyNewIp = async (input: {
  readonly username: string
  readonly password: string
  readonly method: VerificationMethod
  readonly code: string
  readonly countryDialingCode?: string | undefined
  readonly remember: boolean
}): Promise<AccountOutcome> => {
  return outcomeOf(await attempt(VerifyNewIp.verifyNewIp(input)))
}
