/**
 * The session's actions (spec section 4 "Login", "Free play", "Logout"): each runs core's workflow. What the person sees of the outcome comes from state (the session slice's `pending`,
 * `error`, `captcha`; the modals slice closes the login modals on success); the action only answers whether the
 * link itself failed, so the form can say "network link abnormal".
 */
import type { SmsPurpose } from "../../core/model/SmsRequest.ts"
import * as FreePlay from "../../core/workflows/freePlay.ts"
import * as LoadCaptcha from "../../core/workflows/loadCaptcha.ts"
import * as LoadVerification from "../../core/workflows/loadVerification.ts"
import * as LoginBySms from "../../core/workflows/loginBySms.ts"
import * as LoginByUsername from "../../core/workflows/loginByUsername.ts"
import * as Logout from "../../core/workflows/logout.ts"
import * as RememberMe from "../../core/workflows/rememberMe.ts"
import * as RequestSmsCode from "../../core/workflows/requestSmsCode.ts"
import type { WorkflowError } from "../../core/workflows/WorkflowError.ts"
import { attempt, run, state } from "../app/runtime.ts"
import { holdTypedPassword } from "./password.ts"

/** How a submission ended, for the form: done (success or a refusal now in state), or the link failed. */
export type Submitted = "done" | "network"

const isNetwork = (error: WorkflowError): boolean => error._tag === "NetworkFailed"

/** Logs in by username and password. */
export const loginByUsername = async (input: {
  readonly username: string
  readonly password: string
  readonly captcha?: string | undefined
  readonly verification?: string | undefined
  readonly remember: boolean
}): Promise<Submitted> => {
  // Held before the answer, which may open an expired password's change: that change does not ask again for the
  // password just typed (spec section 5). Otherwise the typed password is dropped as soon as the login ends.
  holdTypedPassword(input.password)
  const o = await attempt(LoginByUsername.loginByUsername(input))
  if (state().session.forcedPasswordChange !== "expired") holdTypedPassword(undefined)
  return !o.ok && isNetwork(o.error) ? "network" : "done"
}

/** Logs in by mobile number and SMS code. */
export const loginBySms = async (input: {
  readonly mobileNum: string
  readonly code: string
  readonly countryDialingCode?: string | undefined
  readonly remember: boolean
}): Promise<Submitted> => {
  const o = await attempt(LoginBySms.loginBySms(input))
  return !o.ok && isNetwork(o.error) ? "network" : "done"
}

/** Starts a demo session (free play). */
export const startFreePlay = async (): Promise<void> => {
  await run(FreePlay.freePlay({ os: navigator.platform || undefined }))
}

/** Signs out (the confirmation is the header's). */
export const signOut = async (): Promise<void> => {
  await run(Logout.logout)
}

/** Loads a new captcha image (at most once a second; core throttles). */
export const refreshCaptcha = async (): Promise<void> => {
  await run(LoadCaptcha.loadCaptcha)
}

/** Loads a new image of the brand's verification check (at most once a second; core throttles). */
export const refreshVerification = async (): Promise<void> => {
  await run(LoadVerification.loadVerification())
}

/** Asks for an SMS code; the countdown shows from state. */
export const requestSmsCode = async (input: {
  readonly purpose: SmsPurpose
  readonly mobileNum: string
  readonly countryDialingCode?: string | undefined
}): Promise<void> => {
  await run(RequestSmsCode.requestSmsCode(input))
}

/** Fills the login form from the remember-me cookies (once, when it first opens). */
export const restoreRememberedLogin = async (): Promise<void> => {
  await run(RememberMe.restoreRememberedLogin)
}
