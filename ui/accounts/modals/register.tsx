/**
 * The register modal (spec sections 2, 4 and 5): tabs by username and by mobile (each only when the brand offers it),
 * every server-driven field shown and required only as the brand's rules say (core's `shownFields` and
 * `validateRegister`), the SMS code with its countdown when SMS verification is on, the terms and the age agreement,
 * and a link to log in. The invitation code the person arrived with (`/register?affiliateCode=`) fills the field and
 * is kept; the referral code of the link is shown and sent (spec section 5's fallback codes, kept by core), checked
 * on arrival: a code no member holds is said at once, and the person may remove the code and register without it.
 *
 * Submitting runs core's `register` workflow: the invitation code check ('invitation code error' dialog and a note
 * beside the field), the verification tool, the encrypted registration; on success the new member is logged in, the
 * modal closes and the portal goes home (the state's answer). A failed registration shows why above the button and,
 * when the brand asks for a captcha, core loads a new image and the old answer is cleared.
 */

import { Fragment, useState } from "react"
import { invitationCodeError } from "../../../core/model/Affiliate.ts"
import {
  canRegisterByMobile,
  canRegisterByUsername,
  mobileRegisterNeedsPassword,
  registerFieldRequired,
  registerNeedsSms,
} from "../../../core/permissions/features.ts"
import type { State } from "../../../core/state/State.ts"
import { minimumAge } from "../../../core/validation/Fields.ts"
import {
  optionalRuleFields,
  type RegisterContext,
  type RegisterField,
  type RegisterForm,
  shownFields,
  validateRegister,
  validateRegisterField,
} from "../../../core/validation/RegisterForm.ts"
import type { AccountOutcome } from "../../actions/accountOutcome.ts"
import { openHelpTopic } from "../../actions/help.ts"

import { dropReferralCode } from "../../actions/register.ts"
import { submitRegistration } from "../../actions/registration.ts"
import { Button } from "../../components/Button.tsx"
import { Field } from "../../components/Field.tsx"
import { Modal } from "../../components/Modal.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { Tabs } from "../../components/Tabs.tsx"
import { CaptchaField } from "../../forms/CaptchaField.tsx"
import { PasswordField } from "../../forms/PasswordField.tsx"
import { SmsCodeButton, SmsSentNote } from "../../forms/SmsCodeButton.tsx"
import { useForm } from "../../forms/useForm.ts"
import { useProblemText } from "../../forms/useProblemText.ts"
import { VerificationField } from "../../forms/VerificationField.tsx"
import { useT } from "../../i18n/useT.ts"
import type { ModalComponentProps } from "../../modals/registry.ts"
import { SwitchModalLine } from "../AccountForm.tsx"
import { CheckField } from "../CheckField.tsx"
import { DialingCodeSelect, useDialingCode } from "../DialingCode.tsx"
import { FormAlert } from "../FormAlert.tsx"
import { focusFirstInvalid } from "../focusFirstInvalid.ts"
import { useRefusalText } from "../useRefusalText.ts"
import "../../forms/forms.css"
import "./register.css"
import { useCore } from "../../state/useCore.ts"

type Method = "username" | "mobile"

/** The user agreement's help topic (spec section 2: "/help ... also the user agreement reached from registration"). */
const agreementTopic = "term"

export default function RegisterModal({ onClose }: ModalComponentProps) {
  const t = useT("register")
  const s = useCore()
  const offered: ReadonlyArray<Method> = [
    ...(canRegisterByUsername(s) ? (["username"] as const) : []),
    ...(canRegisterByMobile(s) ? (["mobile"] as const) : []),
  ]
  const methods: ReadonlyArray<Method> = offered.length === 0 ? ["username"] : offered
  const [method, setMethod] = useState<Method>(methods[0] ?? "username")
  const shown: Method = methods.includes(method) ? method : (methods[0] ?? "username")
  const body = !s.settings.loaded ? (
    <FormSkeleton />
  ) : methods.length > 1 ? (
    <Tabs
      label={t("method")}
      tabs={methods.map((m) => ({ key: m, label: t(m === "username" ? "tab_username" : "tab_mobile") }))}
      selected={shown}
      onSelect={setMethod}
    >
      <RegisterFormView key={shown} s={s} method={shown} />
    </Tabs>
  ) : (
    <RegisterFormView key={shown} s={s} method={shown} />
  )
  return (
    <Modal title={t("title")} onClose={onClose} width={480} className="register-modal">
      {body}
      <SwitchModalLine text={t("have_account")} link={t("log_in")} from="register" to="login" />
    </Modal>
  )
}

/** While the brand's rules load: the shape of the form, not a blank. */
function FormSkeleton() {
  const common = useT("common")
  return (
    <div className="register-skeleton" role="status" aria-label={common("loading")}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={44} />
      ))}
    </div>
  )
}

/** Text fields and how each is typed: its label key, input type, keyboard and autofill. */
const inputs: Readonly<
  Record<
    Exclude<RegisterField, "termsAgreed" | "ageConfirmed" | "password" | "confirmPassword" | "captcha">,
    {
      readonly label: string
      readonly autoComplete: string
      readonly type?: string
      readonly inputMode?: "text" | "tel" | "email" | "numeric"
    }
  >
> = {
  username: { label: "username", autoComplete: "username" },
  mobileNum: { label: "mobile", autoComplete: "tel-national", type: "tel", inputMode: "tel" },
  verificationCode: { label: "sms_code", autoComplete: "one-time-code", inputMode: "numeric" },
  payeeName: { label: "payee_name", autoComplete: "name" },
  qqNum: { label: "qq", autoComplete: "off", inputMode: "numeric" },
  email: { label: "email", autoComplete: "email", type: "email", inputMode: "email" },
  line: { label: "line", autoComplete: "off" },
  whatsapp: { label: "whatsapp", autoComplete: "off", type: "tel", inputMode: "tel" },
  facebook: { label: "facebook", autoComplete: "off" },
  wechat: { label: "wechat", autoComplete: "off" },
  idNumber: { label: "id_number", autoComplete: "off" },
  affiliateCode: { label: "affiliate_code", autoComplete: "off" },
  paymentPassword: { label: "payment_password", autoComplete: "off", type: "password" },
}

/** Every field of the form with its empty value (the boxes as "1" or ""). */
const emptyValues: Readonly<Record<RegisterField, string>> = {
  username: "",
  password: "",
  confirmPassword: "",
  mobileNum: "",
  verificationCode: "",
  paymentPassword: "",
  payeeName: "",
  qqNum: "",
  email: "",
  line: "",
  whatsapp: "",
  facebook: "",
  wechat: "",
  idNumber: "",
  affiliateCode: "",
  captcha: "",
  termsAgreed: "",
  ageConfirmed: "",
}

const asForm = (v: Readonly<Record<RegisterField, string>>): RegisterForm => ({
  ...v,
  termsAgreed: v.termsAgreed === "1",
  ageConfirmed: v.ageConfirmed === "1",
})

/** Fields sent as typed when the form shows them (spec section 3 "Registration user"). */
const sentFields = [
  "confirmPassword",
  "mobileNum",
  "verificationCode",
  "payeeName",
  "qqNum",
  "email",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "affiliateCode",
  "captcha",
  "paymentPassword",
] as const

function RegisterFormView({ s, method }: { readonly s: State; readonly method: Method }) {
  const t = useT("register")
  const problemText = useProblemText()
  const refusalText = useRefusalText("register")
  const context: RegisterContext = {
    rules: s.settings.registerRules,
    method,
    smsVerification: registerNeedsSms(s),
    mobilePassword: mobileRegisterNeedsPassword(s),
    ageAgreement: true,
  }
  const fields = shownFields(context)
  const shows = (f: RegisterField) => fields.includes(f)
  const storedAffiliate = s.registration.storedAffiliateCode
  const storedReferral = s.registration.storedReferralCode
  const [dialing, setDialing] = useDialingCode()
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const [affiliateRefused, setAffiliateRefused] = useState(false)
  // The brand's verification check (spec section 4 "Registration"), its answer beside the form's rule fields.
  const checkShown = s.settings.features.verificationCheck
  const [verification, setVerification] = useState("")
  const form = useForm<RegisterField, RegisterForm>({ ...emptyValues, affiliateCode: storedAffiliate ?? "" }, (v) =>
    validateRegister(asForm(v), context),
  )
  const busy = form.submitting || s.registration.pending

  const message = (f: RegisterField) => problemText(form.problem(f))
  // A rule field the brand shows but does not require says so (spec section 5: "required only when the server says").
  const optional = (f: RegisterField) =>
    f !== "captcha" && (optionalRuleFields as ReadonlyArray<string>).includes(f) && !registerFieldRequired(s, f)
  const mobileInvalid =
    validateRegisterField("mobileNum", asForm(form.values), context) !== undefined || form.values.mobileNum === ""

  const submit = (value: RegisterForm) => {
    const typed: Record<string, string> = {}
    for (const f of sentFields) {
      const v = value[f]
      if (shows(f) && v !== undefined && v !== "") typed[f] = v
    }
    const account = method === "username" ? (value.username ?? "") : (value.mobileNum ?? "")
    return submitRegistration(
      method,
      {
        ...typed,
        username: account,
        password: value.password ?? "",
        ...(shows("mobileNum") && dialing !== undefined ? { countryDialingCode: dialing } : {}),
      },
      checkShown ? verification : undefined,
    )
  }

  const textField = (f: keyof typeof inputs) => {
    const spec = inputs[f]
    const lockedAffiliate = f === "affiliateCode" && storedAffiliate !== undefined
    const serverNote = f === "affiliateCode" && affiliateRefused ? t(invitationCodeError) : undefined
    const common = {
      label: t(spec.label),
      name: f,
      autoComplete: spec.autoComplete,
      value: form.values[f],
      onChange: (e: { target: { value: string } }) => {
        if (f === "affiliateCode") setAffiliateRefused(false)
        form.set(f, e.target.value)
      },
      onBlur: () => form.touch(f),
      message: message(f) ?? serverNote,
      ...(optional(f) ? { hint: t("optional") } : {}),
    }
    if (spec.type === "password") return <PasswordField key={f} {...common} />
    const smsPurpose = method === "username" ? "registerByUsername" : "registerByMobile"
    const field = (
      <Field
        key={f}
        {...common}
        {...(spec.type === undefined ? {} : { type: spec.type })}
        {...(spec.inputMode === undefined ? {} : { inputMode: spec.inputMode })}
        {...(lockedAffiliate ? { readOnly: true, hint: t("affiliate_from_link") } : {})}
        autoCapitalize="none"
        spellCheck={false}
        {...(f === "mobileNum" ? { leading: <DialingCodeSelect value={dialing} onChange={setDialing} /> } : {})}
        {...(f === "verificationCode"
          ? {
              trailing: (
                <SmsCodeButton
                  purpose={smsPurpose}
                  mobileNum={form.values.mobileNum}
                  countryDialingCode={dialing}
                  disabled={mobileInvalid}
                />
              ),
            }
          : {})}
      />
    )
    if (f !== "verificationCode") return field
    return (
      <Fragment key={f}>
        {field}
        <SmsSentNote purpose={smsPurpose} />
      </Fragment>
    )
  }

  return (
    <form
      className="register-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setOutcome(undefined)
        if (validateRegister(asForm(form.values), context)._tag === "Invalid") focusFirstInvalid(e.currentTarget)
        void form.submit(async (value) => {
          const o = await submit(value)
          if (o._tag === "Refused" && o.endpoint === "affiliate") setAffiliateRefused(true)
          else setOutcome(o)
          if (o._tag !== "Done" && shows("captcha")) form.set("captcha", "")
          // The answer was for the image just spent; a refusal shows a new one.
          if (o._tag !== "Done") setVerification("")
        })
      }}
    >
      {/* First in the form: a bad code of the link is said where the eye lands on arrival, at any width. */}
      {method === "username" && storedReferral !== undefined && (
        <ReferralCode code={storedReferral} invalid={s.registration.referral === "invalid"} />
      )}
      {fields.map((f) => {
        switch (f) {
          case "password":
          case "confirmPassword":
            return (
              <PasswordField
                key={f}
                label={f === "password" ? t("password") : t("confirm_password")}
                name={f}
                autoComplete="new-password"
                value={form.values[f]}
                onChange={(e) => form.set(f, e.target.value)}
                onBlur={() => form.touch(f)}
                message={message(f)}
              />
            )
          case "captcha":
            return (
              <CaptchaField
                key={f}
                name="captcha"
                value={form.values.captcha}
                onChange={(e) => form.set("captcha", e.target.value)}
                onBlur={() => form.touch("captcha")}
                message={message("captcha")}
              />
            )
          case "termsAgreed":
          case "ageConfirmed":
            return null
          default:
            return textField(f)
        }
      })}
      <div className="register-agreements">
        <CheckField
          name="termsAgreed"
          label={t("agree_terms")}
          checked={form.values.termsAgreed === "1"}
          onChange={(on) => form.set("termsAgreed", on ? "1" : "")}
          aside={
            <Button variant="link" onClick={() => openHelpTopic(agreementTopic)}>
              {t("user_agreement")}
            </Button>
          }
          message={message("termsAgreed")}
        />
        {shows("ageConfirmed") && (
          <CheckField
            name="ageConfirmed"
            label={t("age_agreement", { age: minimumAge })}
            checked={form.values.ageConfirmed === "1"}
            onChange={(on) => form.set("ageConfirmed", on ? "1" : "")}
            message={message("ageConfirmed")}
          />
        )}
      </div>
      {checkShown && <VerificationField value={verification} onChange={setVerification} />}
      <FormAlert text={refusalText(outcome)} />
      <Button type="submit" variant="primary" size="lg" block busy={busy}>
        {t("submit")}
      </Button>
    </form>
  )
}

/** The referral code of the link: said at once when no member holds it, and removable either way. */
function ReferralCode({ code, invalid }: { readonly code: string; readonly invalid: boolean }) {
  const t = useT("register")
  return (
    <div className={invalid ? "register-referral register-referral-invalid" : "register-referral"}>
      <p>
        {t("referral_code")} <strong>{code}</strong>{" "}
        <Button variant="link" onClick={dropReferralCode}>
          {t("referral_remove")}
        </Button>
      </p>
      {invalid && <p role="alert">{t("referral_invalid_now")}</p>}
    </div>
  )
}
