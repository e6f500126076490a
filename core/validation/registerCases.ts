/**
 * What the tests of the two registration forms share (tests only): a brand's rules as the platform sends them, and
 * the table of field cases those rules decide the same way in the member registration by username (RegisterForm.ts)
 * and in the agent's register centre (DownlineRegisterForm.ts, which checks by the same rules, spec section 5).
 * Each case is typed over a good form and leaves it with that one problem (or none). Each form's test hands its own
 * field and form checks to `outcomesOf` and compares with `expectedOutcomes`, and keeps only what is its own (shown
 * fields, agreements, what is sent).
 */
import type { RegisterRule, RegisterRules } from "../model/RegisterRule.ts"
import { type FormResult, type Problem, type Problems, problem } from "./Problem.ts"

/** A rule as the platform spells it (string flags). */
const rule = (
  enabled: "1" | "0",
  required: "1" | "0",
  patternId: number,
  minLength: number,
  maxLength: number,
  acceptedPattern: string,
): RegisterRule => ({ enabled, required, patternId, minLength, maxLength, acceptedPattern })

/**
 * The brand's rules of the tests: username and password in format; payee name shown and required; e-mail shown and
 * optional; payment password and affiliate code shown; mobile number and QQ number not shown.
 */
export const registerRules: RegisterRules = {
  username: rule("1", "1", 2, 4, 12, "[A-Za-z][A-Za-z0-9]*"),
  password: rule("1", "1", 6, 6, 16, "(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+"),
  mobileNum: rule("0", "0", 7, 10, 10, "[0-9]+"),
  email: rule("1", "0", 4, 6, 50, "[^@\\s]+@[^@\\s]+\\.[a-z]{2,}"),
  payeeName: rule("1", "1", 19, 2, 30, "*"),
  qqNum: rule("0", "1", 7, 5, 11, "[0-9]+"),
  paymentPassword: rule("1", "0", 7, 6, 6, "[0-9]+"),
  affiliateCode: rule("1", "0", 5, 1, 20, "[A-Za-z0-9]+"),
}

/** The fields both forms show under `registerRules`. */
export type SharedRegisterField = "username" | "password" | "confirmPassword" | "payeeName" | "email"

/** One case: the field checked, what is typed (over a good form), and the problem expected (none: it passes). */
export interface RegisterFieldCase {
  readonly name: string
  readonly field: SharedRegisterField
  readonly typed: { readonly [K in SharedRegisterField]?: string }
  readonly problem: Problem | undefined
}

const usernameFormat = problem("reg_pattern_2", { min: 4, max: 12 })
const passwordFormat = problem("reg_pattern_6", { min: 6, max: 16 })

/** The field cases both forms decide alike. */
export const registerFieldCases: ReadonlyArray<RegisterFieldCase> = [
  {
    name: "a username in format, spaces around",
    field: "username",
    typed: { username: " alice01 " },
    problem: undefined,
  },
  { name: "a username starting with a digit", field: "username", typed: { username: "1abc" }, problem: usernameFormat },
  { name: "no username", field: "username", typed: { username: "" }, problem: usernameFormat },
  { name: "a username too short", field: "username", typed: { username: "abc" }, problem: usernameFormat },
  { name: "a username too long", field: "username", typed: { username: "abcdefghijklm" }, problem: usernameFormat },
  {
    name: "a password without a digit",
    field: "password",
    typed: { password: "secret", confirmPassword: "secret" },
    problem: passwordFormat,
  },
  {
    name: "a password without a letter",
    field: "password",
    typed: { password: "123456", confirmPassword: "123456" },
    problem: passwordFormat,
  },
  {
    name: "a confirmation that differs",
    field: "confirmPassword",
    typed: { password: "abc123", confirmPassword: "abc124" },
    problem: problem("inconsistent_twice"),
  },
  {
    name: "no confirmation",
    field: "confirmPassword",
    typed: { password: "abc123", confirmPassword: "" },
    problem: problem("input_required"),
  },
  {
    name: "no payee name where the rule requires one",
    field: "payeeName",
    typed: { payeeName: "" },
    problem: problem("reg_pattern_19", { min: 2, max: 30 }),
  },
  { name: "no e-mail where the rule allows none", field: "email", typed: { email: "" }, problem: undefined },
  {
    name: "an e-mail out of format",
    field: "email",
    typed: { email: "nope" },
    problem: problem("reg_pattern_4", { min: 6, max: 50 }),
  },
  { name: "an e-mail in format, spaces around", field: "email", typed: { email: " a@b.co " }, problem: undefined },
]

/** What a form makes of a case: the field's problem, and the whole form's problems. */
export interface RegisterCaseOutcome {
  readonly name: string
  readonly field: Problem | undefined
  readonly form: Problems<string>
}

/** What every case should give: its problem, as the form's only one. */
export const expectedOutcomes: ReadonlyArray<RegisterCaseOutcome> = registerFieldCases.map((c) => ({
  name: c.name,
  field: c.problem,
  form: c.problem === undefined ? {} : { [c.field]: c.problem },
}))

/** What a form's checks make of every case; `checkField` and `checkForm` put what is typed over the form's good one. */
export const outcomesOf = (
  checkField: (field: SharedRegisterField, typed: RegisterFieldCase["typed"]) => Problem | undefined,
  checkForm: (typed: RegisterFieldCase["typed"]) => FormResult<string, unknown>,
): ReadonlyArray<RegisterCaseOutcome> =>
  registerFieldCases.map((c) => {
    const form = checkForm(c.typed)
    return { name: c.name, field: checkField(c.field, c.typed), form: form._tag === "Invalid" ? form.problems : {} }
  })
