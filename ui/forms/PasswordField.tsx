/** A password field with a show/hide toggle (the toggle is a labelled button beside the input). */
import { forwardRef, useState } from "react"
import { EyeIcon } from "../components/EyeIcon.tsx"
import { Field, type FieldProps } from "../components/Field.tsx"
import "./forms.css"
import { useT } from "../i18n/useT.ts"

/** The field. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, "type" | "trailing">>(
  function PasswordField(props, ref) {
    const t = useT("fields")
    const [shown, setShown] = useState(false)
    return (
      <Field
        ref={ref}
        {...props}
        type={shown ? "text" : "password"}
        trailing={
          <button
            type="button"
            className="field-adornment-button"
            aria-pressed={shown}
            aria-label={shown ? t("hide_password") : t("show_password")}
            onClick={() => setShown((s) => !s)}
          >
            <EyeIcon struck={shown} size={18} />
          </button>
        }
      />
    )
  },
)
