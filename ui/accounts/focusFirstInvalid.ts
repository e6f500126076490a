/**
 * After a submit the form refused, the first field with a message takes the focus (accessible forms; WCAG
 * 3.3.1), so a keyboard or screen-reader user lands on what to fix. Runs once the messages have rendered.
 */
export const focusFirstInvalid = (form: HTMLFormElement): void => {
  setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0)
}
