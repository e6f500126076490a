/**
 * A form the portal checks itself (spec section 5: core's validation, messages beside the fields; so `noValidate`
 * turns the browser's own bubbles off) whose submit, by the button or the Enter key, runs `onSubmit` instead of
 * loading a page.
 */
import type { FormHTMLAttributes } from "react"

export interface SubmitFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "noValidate"> {
  readonly onSubmit: () => void
}

/** The form. */
export function SubmitForm({ onSubmit, children, ...form }: SubmitFormProps) {
  return (
    <form
      noValidate
      {...form}
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}
