/**
 * The text of an amount's validation problem (core's validation/Amount), with its amounts written as the portal
 * writes money (spec section 9: two decimals and thousands separators): core gives major-unit numbers for display.
 */
import type { Problem } from "../../../core/validation/Problem.ts"
import { useProblemText } from "../../forms/useProblemText.ts"
import { formatNumber } from "../../i18n/format.ts"

/** `text(problem)`: the message, amounts formatted; undefined for none. */
export function useAmountProblemText(): (problem: Problem | undefined) => string | undefined {
  const text = useProblemText()
  return (p) =>
    p === undefined
      ? undefined
      : text({
          key: p.key,
          params: Object.fromEntries(
            Object.entries(p.params).map(([k, v]) => [k, typeof v === "number" ? formatNumber(v) : v]),
          ),
        })
}
