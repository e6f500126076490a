/**
 * The image captcha (spec section 4: the box appears when the platform asks; the image loads; a click refreshes it,
 * at most once a second, which core enforces). The image is the platform's base64 PNG from core's session state.
 */
import { useEffect } from "react"
import { refreshCaptcha } from "../actions/session.ts"
import { Field, type FieldProps } from "../components/Field.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import "./forms.css"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"

/** The field. */
export function CaptchaField(props: Omit<FieldProps, "label" | "trailing">) {
  const t = useT("common")
  const { session } = useCore()
  const image = session.captcha.image
  useEffect(() => {
    if (image === undefined) void refreshCaptcha()
  }, [image])
  return (
    <Field
      {...props}
      label={t("captcha")}
      inputMode="numeric"
      autoComplete="off"
      trailing={
        <button
          type="button"
          className="captcha-image"
          aria-label={t("captcha_refresh")}
          onClick={() => void refreshCaptcha()}
        >
          {image === undefined ? (
            <Skeleton width={96} height={34} />
          ) : (
            <img src={`data:image/png;base64,${image}`} alt="" width={96} height={34} />
          )}
        </button>
      }
    />
  )
}
