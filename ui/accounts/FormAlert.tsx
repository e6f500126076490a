/** The line above a form's submit button saying why its submission failed (spec section 8), announced at once. */
export function FormAlert({ text }: { readonly text: string | undefined }) {
  if (text === undefined || text === "") return null
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
  )
}
