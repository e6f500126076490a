/**
 * The cost of validating one registration field (figure `core.validate.us_per_field`): the registration
 * form's field check (`validateRegisterField`) against a realistic brand rule set, over a mix of good and bad values
 * for every shown field, as the form does when the person leaves a field. No assertion: it prints a figure.
 */
import type { RegisterRules } from "../../core/model/RegisterRule.ts"
import {
  type RegisterContext,
  type RegisterField,
  type RegisterForm,
  shownFields,
  validateRegisterField,
} from "../../core/validation/RegisterForm.ts"

/** A brand's rules as the platform sends them (string flags, mixed patterns). */
const rules: RegisterRules = {
  username: {
    enabled: "1",
    required: "1",
    patternId: 2,
    minLength: 4,
    maxLength: 16,
    acceptedPattern: "[A-Za-z][A-Za-z0-9]*",
  },
  password: {
    enabled: "1",
    required: "1",
    patternId: 18,
    minLength: 6,
    maxLength: 20,
    acceptedPattern: "(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+",
  },
  mobileNum: { enabled: "1", required: "1", patternId: 7, minLength: 9, maxLength: 11, acceptedPattern: "[0-9]+" },
  email: {
    enabled: "1",
    required: "0",
    patternId: 4,
    minLength: 6,
    maxLength: 50,
    acceptedPattern: "[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}",
  },
  payeeName: {
    enabled: "1",
    required: "1",
    patternId: 19,
    minLength: 2,
    maxLength: 30,
    acceptedPattern: "[\\u4e00-\\u9fa5A-Za-z ·.]+",
  },
  qqNum: { enabled: "0", required: "0", patternId: 7, minLength: 5, maxLength: 11, acceptedPattern: "[0-9]+" },
  line: { enabled: "1", required: "0", patternId: 10, minLength: 1, maxLength: 30, acceptedPattern: "\\S+" },
  wechat: { enabled: "0", required: "0", patternId: 10, minLength: 1, maxLength: 30, acceptedPattern: "*" },
  idNumber: {
    enabled: "0",
    required: "0",
    patternId: 5,
    minLength: 15,
    maxLength: 18,
    acceptedPattern: "[A-Za-z0-9]+",
  },
  affiliateCode: {
    enabled: "1",
    required: "0",
    patternId: 5,
    minLength: 1,
    maxLength: 20,
    acceptedPattern: "[A-Za-z0-9]+",
  },
  paymentPassword: { enabled: "1", required: "1", patternId: 7, minLength: 6, maxLength: 6, acceptedPattern: "[0-9]+" },
  captcha: { enabled: "1", required: "1", patternId: 7, minLength: 4, maxLength: 4, acceptedPattern: "[0-9]+" },
}

const context: RegisterContext = { rules, method: "username", smsVerification: true, ageAgreement: true }

/** Forms a person could be typing: one good, the others each with mistakes. */
const forms: ReadonlyArray<RegisterForm> = [
  {
    username: "alice2024",
    password: "s3cret!pass",
    confirmPassword: "s3cret!pass",
    mobileNum: "0812345678",
    verificationCode: "482913",
    email: "alice@example.com",
    payeeName: "Alice Smith",
    line: "alice.line",
    affiliateCode: "AB12",
    paymentPassword: "123456",
    captcha: "4821",
    termsAgreed: true,
    ageConfirmed: true,
  },
  {
    username: " 9alice ",
    password: "password",
    confirmPassword: "passw0rd",
    mobileNum: "08-1234",
    verificationCode: "",
    email: "alice@",
    payeeName: "张三",
    line: "has space",
    affiliateCode: "",
    paymentPassword: "12345",
    captcha: "",
    termsAgreed: false,
  },
  {
    username: "bob",
    password: "x".repeat(30),
    confirmPassword: "",
    mobileNum: "",
    verificationCode: "1".repeat(300),
    email: "",
    payeeName: "Bob 3",
    line: "",
    affiliateCode: "code-with-dash",
    paymentPassword: "",
    captcha: "12a4",
    termsAgreed: true,
    ageConfirmed: false,
  },
]

/** Microseconds to validate one registration field, best of a few rounds of many checks. */
export const usPerField = (): number => {
  const fields: ReadonlyArray<RegisterField> = shownFields(context)
  const rounds = 5
  const perRound = 200_000
  let best = Number.POSITIVE_INFINITY
  let sink = 0
  for (let round = 0; round < rounds; round++) {
    const t0 = performance.now()
    for (let i = 0; i < perRound; i++) {
      const form = forms[i % forms.length]!
      const field = fields[i % fields.length]!
      if (validateRegisterField(field, form, context) !== undefined) sink++
    }
    best = Math.min(best, ((performance.now() - t0) * 1000) / perRound)
  }
  if (sink === -1) throw new Error("unreachable")
  return best
}
