/**
 * The mobile number and SMS code pair of the account forms (spec section 4: SMS login, recovery by phone): the number
 * (with the country's dialing code before it), the code with the send-code button and its countdown (core's sms
 * slice, per purpose), each field's message from core's validation in the current language. One fragment for the
 * login modal's mobile tab and the forgot-password modal's phone tab, so both ask the same way.
 */
import type { ReactNode } from "react"
import type { SmsPurpose } from "../../core/model/SmsRequest.ts"
import { Field } from "../components/Field.tsx"
import { SmsCodeButton, SmsSentNote } from "../forms/SmsCodeButton.tsx"
import type { Form } from "../forms/useForm.ts"
import { useProblemText } from "../forms/useProblemText.ts"

/** The two fields the fragment fills. */
export type MobileCodeField = "mobileNum" | "verificationCode"

export interface MobileCodeFieldsProps {
  /** The form holding the two fields (it may hold more). */
  readonly form: Pick<Form<MobileCodeField, unknown>, "values" | "set" | "touch" | "problem" | "bind">
  /** Which countdown the send-code button follows and which code it asks for. */
  readonly purpose: SmsPurpose
  readonly mobileLabel: string
  readonly codeLabel: string
  /** The dialing code the code is sent with, if any. */
  readonly countryDialingCode: string | undefined
  /** What stands before the number: the dialing code's picker or its fixed prefix. */
  readonly leading?: ReactNode
  /** The number is not valid yet: no code can be asked for. */
  readonly sendDisabled: boolean
}

/** The two fields. */
export function MobileCodeFields({
  form,
  purpose,
  mobileLabel,
  codeLabel,
  countryDialingCode,
  leading,
  sendDisabled,
}: MobileCodeFieldsProps) {
  const text = useProblemText()
  return (
    <>
      <Field
        label={mobileLabel}
        name="mobileNum"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...form.bind("mobileNum", text)}
        {...(leading === undefined ? {} : { leading })}
      />
      <Field
        label={codeLabel}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.bind("verificationCode", text)}
        // Leaving the code for its own send-code button is asking for the code, not skipping it: no "input cannot be
        // empty" then; leaving for anywhere else is.
        onBlur={(e) => {
          if (!(e.relatedTarget instanceof Node && e.currentTarget.parentElement?.contains(e.relatedTarget)))
            form.touch("verificationCode")
        }}
        trailing={
          <SmsCodeButton
            purpose={purpose}
            mobileNum={form.values.mobileNum}
            countryDialingCode={countryDialingCode}
            disabled={sendDisabled}
          />
        }
      />
      <SmsSentNote purpose={purpose} />
    </>
  )
}
