/**
 * Player protection's actions (core's workflows, loaded lazily): load the limits, the session's figures and the
 * histories; set or remove a limit; set the reality check; start a cool-off or self-exclusion with the password;
 * answer the reality check and close the previous login's notice. Forms get how their submission ended.
 */
import { isRealMember } from "../../core/permissions/roles.ts"
import type { ExclusionForm, LimitForm } from "../../core/workflows/protection.ts"
import { attempt, run, state } from "../app/runtime.ts"
import { type AccountOutcome, outcomeOf } from "./accountOutcome.ts"

const workflows = () => import("../../core/workflows/protection.ts")

/** Loads the limits, interval, exclusion and previous login of a real member; false when it failed. */
export const loadProtection = async (): Promise<boolean> => {
  if (!isRealMember(state())) return false
  return (await run((await workflows()).loadProtection)) !== undefined
}

/** Loads the session's figures (the reality check's). */
export const loadProtectionSession = async (): Promise<boolean> => {
  if (!isRealMember(state())) return false
  return (await run((await workflows()).loadProtectionSession)) !== undefined
}

/** Loads the histories of logins and limit changes. */
export const loadProtectionHistory = async (): Promise<boolean> => {
  if (!isRealMember(state())) return false
  return (await run((await workflows()).loadProtectionHistory)) !== undefined
}

/** Sets or removes a limit. */
export const setLimit = async (form: LimitForm): Promise<AccountOutcome> =>
  outcomeOf(await attempt((await workflows()).setLimit(form)))

/** Sets the reality check's interval (null: off). */
export const setRealityCheck = async (minutes: number | null): Promise<AccountOutcome> =>
  outcomeOf(await attempt((await workflows()).setRealityCheck(minutes)))

/** Starts a cool-off or a self-exclusion; on success the member is logged out. */
export const exclude = async (form: ExclusionForm): Promise<AccountOutcome> =>
  outcomeOf(await attempt((await workflows()).exclude(form)))

/** "Continue" on the reality check due at `elapsed` ms after the login. */
export const continueSession = async (elapsed: number): Promise<void> => {
  await run((await workflows()).continueSession(elapsed))
}

/** Closes the previous login's notice. */
export const dismissLastLogin = async (): Promise<void> => {
  await run((await workflows()).dismissLastLogin)
}
