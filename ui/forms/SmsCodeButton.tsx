/**
 * The send-code button of the SMS forms (spec section 4 "SMS cooldown"): asks core for a code; while the countdown
 * of this purpose runs (from core's sms slice and clock) it shows the seconds left and cannot be pressed, and the
 * note under the field says the code was sent (the person knows to look at the phone, not to press again).
 */
import type { SmsPurpose } from "../../core/model/SmsRequest.ts"
import { secondsLeft } from "../../core/state/slices/sms.ts"
import { requestSmsCode } from "../actions/session.ts"
import { Button } from "../components/Button.tsx"
import "./forms.css"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"

export interface SmsCodeButtonProps {
  readonly purpose: SmsPurpose
  readonly mobileNum: string
  readonly countryDialingCode?: string | undefined
  /** The mobile number is not yet valid. */
  readonly disabled?: boolean
}

/** The button. */
export function SmsCodeButton({ purpose, mobileNum, countryDialingCode, disabled = false }: SmsCodeButtonProps) {
  const t = useT("fields")
  const { sms, clock } = useCore()
  const left = secondsLeft(sms, purpose, clock.now)
  const sending = sms.pending?.purpose === purpose
  return (
    <Button
      size="sm"
      variant="secondary"
      className="sms-code-button"
      busy={sending}
      disabled={disabled || left > 0}
      onAction={() => requestSmsCode({ purpose, mobileNum, countryDialingCode })}
    >
      {left > 0 ? t("resend_in", { seconds: left }) : t("send_code")}
    </Button>
  )
}

/** "A code was sent to your mobile", while the countdown of this purpose runs after a sent code. */
export function SmsSentNote({ purpose }: { readonly purpose: SmsPurpose }) {
  const t = useT("fields")
  const { sms, clock } = useCore()
  if (secondsLeft(sms, purpose, clock.now) <= 0) return null
  return (
    <p className="field-hint sms-sent" role="status">
      {t("code_sent")}
    </p>
  )
}
