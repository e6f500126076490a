/**
 * The text of an account form's failed submission (spec section 8), in the current language: the form's own area
 * says it best when it knows the code (`error.<code>`: "this username is already taken"), then the shared error
 * catalogue, then the platform's own message, else "something went wrong". A dropped or slow link is always said
 * as such ("network link abnormal", "page took long to load"). A lock that says when it ends ("too many failed
 * logins") is said with that time in the brand's format (`<code>_until` in the catalogue). A player-protection
 * refusal (a limit reached, an excluded account) names the limit, what remains and when it resets, or the end date.
 */
import type { AccountOutcome } from "../actions/accountOutcome.ts"
import { clockText } from "../i18n/format.ts"
import { useT } from "../i18n/useT.ts"
import { protectionRefusalText } from "../protection/refusalText.ts"

/** `text(outcome)`: what to show for a submission's end; undefined when it went through. */
export function useRefusalText(area: string): (outcome: AccountOutcome | undefined) => string | undefined {
  const own = useT(area)
  const errors = useT("errors")
  const protection = useT("protection")
  return (o) => {
    if (o === undefined || o._tag === "Done") return undefined
    if (o._tag === "Network") return errors(o.key)
    if (o.protection !== undefined && protection.ready) return protectionRefusalText(protection, o.protection)
    if (o.until !== undefined && errors.has(`${o.key}_until`))
      return errors(`${o.key}_until`, { until: clockText(o.until) })
    const mine = `error.${o.key}`
    if (own.has(mine)) return own(mine)
    if (errors.has(o.key)) return errors(o.key)
    return o.message !== "" ? o.message : errors("unknown_error")
  }
}
