/**
 * The login form (spec sections 2 and 5): by username (username and password required; no format check, so an
 * account made under older rules can still log in) or by mobile number and SMS code (mobile number required and in
 * format, code required). The captcha is required when its box is shown. Fields are trimmed.
 */
import type { RegisterRules } from "../model/RegisterRule.ts"
import { mobileNumber, required, verificationCode } from "./Fields.ts"
import { collect, type FormResult, formResult, type Problem } from "./Problem.ts"
import { enabledRule } from "./RuleCheck.ts"

/** What the person typed. */
export type LoginForm =
  | {
      readonly type: "username"
      readonly username: string
      readonly password: string
      readonly captcha?: string
    }
  | {
      readonly type: "sms"
      readonly mobileNum: string
      readonly verificationCode: string
      readonly captcha?: string
    }

/** Fields of the login form that can have a problem. */
export type LoginField = "username" | "password" | "mobileNum" | "verificationCode" | "captcha"

/** What the form depends on. */
export interface LoginContext {
  /** The captcha box is shown (the platform asked for one). */
  readonly captchaShown: boolean
  /** The brand's registration rules: an enabled `mobileNum` rule is the mobile format. */
  readonly rules?: RegisterRules | undefined
}

/** Validates the login form; when valid, the trimmed values. */
export const validateLogin = (form: LoginForm, context: LoginContext): FormResult<LoginField, LoginForm> => {
  const captcha = (form.captcha ?? "").trim()
  const shown = context.captchaShown ? { captcha } : {}
  // Whichever way the person logs in, the captcha is sent and required when its box is shown, checked last.
  const withCaptcha = (value: LoginForm, problems: ReadonlyArray<readonly [LoginField, Problem | undefined]>) =>
    formResult(
      value,
      collect<LoginField>([...problems, ["captcha", context.captchaShown ? required(captcha) : undefined]]),
    )
  if (form.type === "username") {
    const username = form.username.trim()
    const password = form.password.trim()
    return withCaptcha({ type: "username", username, password, ...shown }, [
      ["username", required(username)],
      ["password", required(password)],
    ])
  }
  const mobileNum = form.mobileNum.trim()
  const code = form.verificationCode.trim()
  return withCaptcha({ type: "sms", mobileNum, verificationCode: code, ...shown }, [
    ["mobileNum", mobileNumber(mobileNum, enabledRule(context.rules, "mobileNum"))],
    ["verificationCode", verificationCode(code, { required: true })],
  ])
}
