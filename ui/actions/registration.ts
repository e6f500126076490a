/**
 * Submitting the register modal (spec section 4 "Registration"): core's `register` workflow checks the invitation code, runs the verification tool, sends the encrypted registration and logs
 * the new member in (the modal closes and the portal goes home by the state's answer). The page registered on and
 * its domain come from here, the one place of the registration flow that reads the browser's location.
 */
import type { RegistrationForm } from "../../core/model/RegistrationUser.ts"
import { register } from "../../core/workflows/register.ts"
import { attempt } from "../app/runtime.ts"
import { type AccountOutcome, outcomeOf } from "./accountOutcome.ts"

/** Registers by username or by mobile. */
export const submitRegistration = async (
  method: "username" | "mobile",
  form: RegistrationForm,
  verification?: string,
): Promise<AccountOutcome> => {
  const o = await attempt(
    register({
      method,
      form,
      registerUrl: window.location.href,
      domain: window.location.hostname || undefined,
      verification,
    }),
  )
  return outcomeOf(o)
}
