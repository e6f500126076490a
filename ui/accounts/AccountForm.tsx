/**
 * The account forms' kit (log in, second verification, forgot password, change password): a form the portal checks
 * with core's validation (spec section 5: messages beside the fields), sent by one account action. On a submit that
 * fails the check the first wrong field takes the focus; the action's refusal shows above the submit button in the
 * current language (spec section 8).
 */
import { type FormEvent, useState } from "react"
import type { ModalName } from "../../core/events/intents/ui.ts"
import type { FormResult } from "../../core/validation/Problem.ts"
import type { AccountOutcome } from "../actions/accountOutcome.ts"
import { switchModal } from "../actions/modals.ts"
import { Button } from "../components/Button.tsx"
import { Field } from "../components/Field.tsx"
import { type FieldBinding, type Form, useForm } from "../forms/useForm.ts"
import { useProblemText } from "../forms/useProblemText.ts"
import { FormAlert } from "./FormAlert.tsx"
import { focusFirstInvalid } from "./focusFirstInvalid.ts"
import { useRefusalText } from "./useRefusalText.ts"

export interface AccountForm<F extends string, V> {
  readonly form: Form<F, V>
  /** A field's binding, its problem worded in the current language. */
  readonly bind: (field: F) => FieldBinding
  /** Why the last submission failed, worded by the form's area; undefined while none did. */
  readonly refusal: string | undefined
  /** The form element's submit: check, focus the first wrong field, else send. */
  readonly onSubmit: (e: FormEvent<HTMLFormElement>) => void
}

/** The form of `initial` values checked by `validate`, whose valid values `send` sends; `area` words its refusals. */
export function useAccountForm<F extends string, V>(
  area: string,
  initial: Readonly<Record<F, string>>,
  validate: (values: Readonly<Record<F, string>>) => FormResult<F, V>,
  send: (value: V) => Promise<AccountOutcome>,
): AccountForm<F, V> {
  const problemText = useProblemText()
  const refusalText = useRefusalText(area)
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const form = useForm(initial, validate)
  return {
    form,
    bind: (field) => form.bind(field, problemText),
    refusal: refusalText(outcome),
    onSubmit: (e) => {
      e.preventDefault()
      setOutcome(undefined)
      if (validate(form.values)._tag === "Invalid") focusFirstInvalid(e.currentTarget)
      void form.submit(async (value) => setOutcome(await send(value)))
    },
  }
}

/** The end of an account form: why it was refused, if it was, above the submit button. */
export function RefusalAndSubmit({
  refusal,
  busy,
  label,
}: {
  readonly refusal: string | undefined
  readonly busy: boolean
  readonly label: string
}) {
  return (
    <>
      <FormAlert text={refusal} />
      <Button type="submit" variant="primary" size="lg" block busy={busy}>
        {label}
      </Button>
    </>
  )
}

/** The account name as typed: no capitals or spelling help, the browser's saved username offered. */
export function UsernameField({ label, binding }: { readonly label: string; readonly binding: FieldBinding }) {
  return (
    <Field
      label={label}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      {...binding}
    />
  )
}

/** The line under an account modal that offers another (have an account? log in): `text`, then the link to `to`. */
export function SwitchModalLine({
  className = "account-switch",
  text,
  link,
  from,
  to,
}: {
  /** The line's look: the account modals' ruled-off line unless told. */
  readonly className?: string
  readonly text: string
  readonly link: string
  readonly from: ModalName
  readonly to: ModalName
}) {
  return (
    <p className={className}>
      {text}{" "}
      <Button variant="link" onClick={() => switchModal(from, to)}>
        {link}
      </Button>
    </p>
  )
}
