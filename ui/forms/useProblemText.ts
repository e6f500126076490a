/** The text of a validation problem in the current language (the `validation` area; spec section 5). */
import type { Problem } from "../../core/validation/Problem.ts"
import { useT } from "../i18n/useT.ts"

/** `text(problem)`: the problem's message, or undefined for none. */
export function useProblemText(): (problem: Problem | undefined) => string | undefined {
  const t = useT("validation")
  return (p) => (p === undefined ? undefined : t(p.key, p.params))
}
