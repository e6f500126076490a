/**
 * Arriving on /register (spec section 2): the register modal opens, and the codes of the link (`referralCode`, and
 * an `affiliateCode`) are captured into core as the fallback codes of a registration (spec section 5).
 */

import * as CheckReferralCode from "../../core/workflows/checkReferralCode.ts"
import { dispatch, run, state } from "../app/runtime.ts"

/** Captures the link's codes, checks the referral code at once, and opens the register modal. */
export const arriveOnRegister = (search: string): void => {
  const params = new URLSearchParams(search)
  const referralCode = params.get("referralCode")?.trim() ?? ""
  const affiliateCode = (params.get("affiliateCode") ?? params.get("affiliate"))?.trim() ?? ""
  if (referralCode !== "" || affiliateCode !== "") {
    dispatch({
      _tag: "ReferralCodeCaptured",
      ...(referralCode === "" ? {} : { referralCode }),
      ...(affiliateCode === "" ? {} : { affiliateCode }),
    })
  }
  if (!state().session.loggedIn) dispatch({ _tag: "ModalOpened", modal: "register" })
  if (referralCode !== "") void checkReferralCode()
}

/** Checks the link's referral code (said at once when no member holds it). */
export const checkReferralCode = async (): Promise<void> => {
  await run(CheckReferralCode.checkReferralCode)
}

/** Registers without the link's referral code. */
export const dropReferralCode = (): void => dispatch({ _tag: "ReferralCodeDropped" })

/** Arriving on /login (the guard's target): the login modal opens for a visitor. */
export const arriveOnLogin = (): void => {
  if (!state().session.loggedIn) dispatch({ _tag: "ModalOpened", modal: "login" })
}

/** Arriving by the recovery email's link (/reset-password): the forgot-password modal opens on its code step. */
export const arriveOnPasswordReset = (): void => {
  if (!state().session.loggedIn) dispatch({ _tag: "ModalOpened", modal: "forgetPass" })
}
