/**
 * The text of a money action's end (spec section 8), in the current language: the member centre's own
 * `error.<code>` when it knows the code (an amount over the balance, a wrong payment password...), then the shared
 * error catalogue, then the platform's own message, else "something went wrong". A dropped link says so and that a
 * retry is safe (the same request keeps its idempotency key). A deposit over a limit names the limit, what remains
 * and when it resets (player protection).
 */
import type { MoneyOutcome } from "../../actions/moneyOutcome.ts"
import { useT } from "../../i18n/useT.ts"
import { protectionRefusalText } from "../../protection/refusalText.ts"

/** `text(outcome)`: what to show; undefined when it went through or nothing was sent. */
export function useMoneyText(): (outcome: MoneyOutcome<unknown> | undefined) => string | undefined {
  const own = useT("memberCentre")
  const errors = useT("errors")
  const protection = useT("protection")
  return (o) => {
    if (o === undefined || o._tag === "Done") return undefined
    if (o._tag === "Network") return `${errors(o.key)} ${own("retry_safe")}`
    if (o.protection !== undefined && protection.ready) return protectionRefusalText(protection, o.protection)
    const mine = `error.${o.key}`
    if (own.has(mine)) return own(mine)
    if (errors.has(o.key)) return errors(o.key)
    return o.message !== "" ? o.message : errors("unknown_error")
  }
}
