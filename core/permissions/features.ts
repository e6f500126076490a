/**
 * Feature switches of spec section 6 as pure predicates over state: the server settings (`pwdEnabled`,
 * `hasFreePlay`, `showVerCodeLogin`, `mobileReg`, `mobileRegPass`, `smsEnabled`, `usernameEnabled`) and the
 * white-label flags (CHNGPASSVERIF3, DIRECTREG3, AGENTPOLICY3, forced password change, cashback, referral).
 * The UI shows a button or a tab only when its predicate holds; workflows check the same predicates.
 */
import { isOn } from "../model/RegisterRule.ts"
import { Modules } from "../model/WhiteLabel.ts"
import type { State } from "../state/State.ts"
import { hasModule, isVisitor } from "./roles.ts"

/** The header's register button (spec section 2: only when DIRECTREG3 is on). */
export const canRegister = (s: State): boolean => hasModule(s, Modules.directRegister)

/** Registration by username is offered (USERNAMEREG3, on unless the platform turns it off). */
export const canRegisterByUsername = (s: State): boolean => s.settings.features.usernameEnabled

/** The register modal's "by mobile" tab (spec section 2: when mobile registration is on). */
export const canRegisterByMobile = (s: State): boolean => s.settings.features.mobileReg

/** Registration by mobile asks for a password too (MOBILENUMPASSREG3). */
export const mobileRegisterNeedsPassword = (s: State): boolean => s.settings.features.mobileRegPass

/** The registration form needs an SMS code (spec section 5: "SMS code required when SMS is on"). */
export const registerNeedsSms = (s: State): boolean => s.settings.features.smsEnabled

/** The demo button and the login modal's free-trial button (spec section 2). */
export const canUseFreePlay = (s: State): boolean => isVisitor(s) && s.settings.features.hasFreePlay

/** The login modal's mobile tab (spec section 2: only when the SMS login setting is on). */
export const showSmsLogin = (s: State): boolean =>
  s.settings.features.showPhoneLogin || s.settings.features.showVerCodeLogin

/** The forgot-password modal's mobile choice (spec section 2: only when CHNGPASSVERIF3 is on). */
export const canRecoverByPhone = (s: State): boolean => hasModule(s, Modules.changePasswordByPhone)

/** Agent consolidated (contract) data loads only when AGENTPOLICY3 is on (spec section 4 "Contracts"). */
export const agentConsolidatedEnabled = (s: State): boolean => hasModule(s, Modules.agentPolicy)

/** An expired password forces the change (PWDEXPFORCECHANGE3, read as `pwdEnabled`). */
export const passwordExpiryForcesChange = (s: State): boolean => s.settings.features.pwdEnabled

/** Cashback is shown (spec section 6: a white-label toggle). */
export const showCashback = (s: State): boolean => hasModule(s, Modules.cashback)

/** The member centre's referral page (spec section 2: shown if the referral promotion is enabled). */
export const showReferral = (s: State): boolean => hasModule(s, Modules.referralPromotion)

/** Every navigation without a session goes to /login (spec section 2, brand setting `loginedToHomePage`). */
export const loginGuardOn = (s: State): boolean => s.settings.features.loginedToHomePage

/**
 * A username login and a registration first pass the brand's verification check (spec section 4; brand setting
 * `info.gw`, core/model/VerificationChallenge.ts). The SMS login skips it.
 */
export const verificationCheckOn = (s: State): boolean => s.settings.features.verificationCheck

/** A registration field is shown (its server rule is enabled, spec section 5). */
export const registerFieldShown = (s: State, field: string): boolean => isOn(s.settings.registerRules[field]?.enabled)

/** A registration field is required (its server rule says so, spec section 5). */
export const registerFieldRequired = (s: State, field: string): boolean =>
  registerFieldShown(s, field) && isOn(s.settings.registerRules[field]?.required)

/** The image captcha is part of the registration form (its rule is enabled). */
export const registerHasCaptcha = (s: State): boolean => registerFieldShown(s, "captcha")
