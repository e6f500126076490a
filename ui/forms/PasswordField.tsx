/** A password field with a show/hide toggle (the toggle is a labelled button beside the input). */
import { forwardRef, useState } from "react"
import { Field, type FieldProps } from "../components/Field.tsx"
import "./forms.css"
import { useT } from "../i18n/useT.ts"

/** The field. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, "type" | "trailing">>(
  function PasswordField(props, ref) {
    const t = useT("common")
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
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              {shown ? (
                <path
                  d="M3 3l18 18M10.6 6.1A9.8 9.8 0 0112 6c5 0 9 6 9 6a16 16 0 01-3.2 3.7M6.6 7.6A16 16 0 003 12s4 6 9 6a9 9 0 004.4-1.2"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  fill="none"
                />
              ) : (
                <path
                  d="M3 12s4-6 9-6 9 6 9 6-4 6-9 6-9-6-9-6zm9-3a3 3 0 110 6 3 3 0 010-6z"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  fill="none"
                />
              )}
            </svg>
          </button>
        }
      />
    )
  },
)
