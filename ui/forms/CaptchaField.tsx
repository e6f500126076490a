/**
 * The image captcha (spec section 4: the box appears when the platform asks; the image loads; a click refreshes it,
 * at most once a second, which core enforces). The image is the platform's base64 PNG from core's session state.
 * The box usually appears after a refused submit, when the form already shows every problem: its own "input cannot
 * be empty" waits until the person has left the box or submitted again.
 */
import { type FocusEvent, useEffect, useRef, useState } from "react"
import { refreshCaptcha } from "../actions/session.ts"
import { Field, type FieldProps } from "../components/Field.tsx"
import { ChallengeImage } from "./ChallengeImage.tsx"
import "./forms.css"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"

/** The field. */
export function CaptchaField(props: Omit<FieldProps, "label" | "trailing">) {
  const t = useT("fields")
  const { session } = useCore()
  const image = session.captcha.image
  useEffect(() => {
    if (image === undefined) void refreshCaptcha()
  }, [image])
  const input = useRef<HTMLInputElement>(null)
  const [engaged, setEngaged] = useState(false)
  useEffect(() => {
    const form = input.current?.form
    if (form === null || form === undefined) return setEngaged(true)
    const submitted = () => setEngaged(true)
    form.addEventListener("submit", submitted)
    return () => form.removeEventListener("submit", submitted)
  }, [])
  const { onBlur } = props
  return (
    <Field
      {...props}
      ref={input}
      message={engaged ? props.message : undefined}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        // Going to its own refresh button is still working on the captcha.
        if (!(e.relatedTarget instanceof Node && e.currentTarget.parentElement?.contains(e.relatedTarget)))
          setEngaged(true)
        onBlur?.(e)
      }}
      label={t("captcha")}
      inputMode="numeric"
      autoComplete="off"
      trailing={
        <ChallengeImage image={image} refreshLabel={t("captcha_refresh")} onRefresh={() => void refreshCaptcha()} />
      }
    />
  )
}
