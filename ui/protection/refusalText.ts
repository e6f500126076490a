/**
 * A player-protection refusal said in the member's language (core's `ProtectionRefusal`): the limit it names, what
 * remains and when the window frees room; the session limit and when a login is possible again; the exclusion and its
 * end. Times in the brand's format (format.ts), amounts as everywhere.
 */
import type { ProtectionRefusal } from "../../core/model/ProtectionRefusal.ts"
import { amount, clockText } from "../i18n/format.ts"
import type { T } from "../i18n/useT.ts"

/** The text of a refusal, with `t` of the `protection` area. */
export const protectionRefusalText = (t: T, r: ProtectionRefusal): string => {
  switch (r._tag) {
    case "LimitExceeded": {
      const params = {
        limit: t(`kind.${r.kind}`),
        amount: amount(r.limit),
        window: t(`period.${r.period}`),
        remaining: amount(r.remaining),
      }
      return r.resetAt === null
        ? t("refusal.limit_no_reset", params)
        : t("refusal.limit", { ...params, reset: clockText(r.resetAt) })
    }
    case "SessionLimitReached":
      return r.resetAt === null
        ? t("refusal.session_no_reset", { limit: r.limit })
        : t("refusal.session", { limit: r.limit, reset: clockText(r.resetAt) })
    case "AccountExcluded":
      return t(`refusal.${r.kind}`, { until: clockText(r.until) })
  }
}
