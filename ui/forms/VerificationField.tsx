/**
 * The brand's verification check before login and register (spec section 4: "username login passes a
 * verification-tool check"; registration: "verification-tool check"), inline in the form: the platform's challenge
 * image from core's session state and a box for its answer. A fresh challenge loads when the field appears (an
 * earlier one may be spent); a click on the image asks for another, at most once a second (core throttles, spec
 * section 9). Core sends the answer with the login or registration; a refusal loads a new image.
 */
import { type ChangeEvent, useEffect } from "react"
import { refreshVerification } from "../actions/session.ts"
import { Field } from "../components/Field.tsx"
import { ChallengeImage } from "./ChallengeImage.tsx"
import "./forms.css"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"

/** The field, controlled by its form. */
export function VerificationField(props: { readonly value: string; readonly onChange: (value: string) => void }) {
  const t = useT("verification")
  const { session } = useCore()
  const image = session.verification?.image
  useEffect(() => {
    void refreshVerification()
  }, [])
  return (
    <Field
      name="verification"
      label={t("check")}
      value={props.value}
      onChange={(e: ChangeEvent<HTMLInputElement>) => props.onChange(e.target.value)}
      inputMode="numeric"
      autoComplete="off"
      trailing={
        <ChallengeImage image={image} refreshLabel={t("check_refresh")} onRefresh={() => void refreshVerification()} />
      }
    />
  )
}
