/**
 * The member centre's responsible gaming: the way to the responsible-gaming page (limits, reality check, cool-off and
 * self-exclusion), and the histories the platform keeps of the member's logins (time and address) and limit changes
 * (from, to, and when each took or takes effect), newest first.
 */
import { useEffect, useState } from "react"
import type { LimitChange } from "../../../core/model/Protection.ts"
import { loadProtectionHistory } from "../../actions/protection.ts"
import { Button } from "../../components/Button.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { amount, clockText } from "../../i18n/format.ts"
import type { T } from "../../i18n/useT.ts"
import { useT } from "../../i18n/useT.ts"
import { ColumnHeads } from "../../protection/ColumnHeads.tsx"
import { useCore } from "../../state/useCore.ts"
import { useLeaveCentre } from "../useMemberCentreUrl.ts"
import "../../protection/ResponsibleGaming.css"
import "../../records/panel.css"

const limitValue = (t: T, c: LimitChange, v: number | null): string =>
  v === null ? t("none") : c.kind === "SESSION" ? t("minutes", { count: v }) : amount(v)

/** The page. */
export default function ResponsibleGaming() {
  const t = useT("protection")
  const leave = useLeaveCentre()
  const history = useCore().protection.history
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    void loadProtectionHistory().then((ok) => setFailed(!ok))
  }, [])
  const open = () => leave("/responsible-gaming")
  return (
    <div className="rg-centre">
      <p>{t("intro")}</p>
      <Button variant="primary" onClick={open}>
        {t("open_page")}
      </Button>
      <h3>{t("history_logins")}</h3>
      {history === undefined ? (
        failed ? (
          <p role="alert">{t("load_failed")}</p>
        ) : (
          <Skeleton height={80} />
        )
      ) : history.logins.length === 0 ? (
        <p>{t("history_empty")}</p>
      ) : (
        <table className="rg-table" aria-label={t("history_logins")}>
          <ColumnHeads heads={[t("col.time"), t("col.ip")]} />
          <tbody>
            {history.logins.map((l) => (
              <tr key={`${l.at}-${l.ip}`}>
                <td>{clockText(l.at)}</td>
                <td>{l.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t("history_changes")}</h3>
      {history === undefined ? null : history.limitChanges.length === 0 ? (
        <p>{t("history_empty")}</p>
      ) : (
        <table className="rg-table" aria-label={t("history_changes")}>
          <ColumnHeads
            heads={[t("col.time"), t("col.limit"), t("col.window"), t("col.from"), t("col.to"), t("col.effective")]}
          />
          <tbody>
            {history.limitChanges.map((c) => (
              <tr key={`${c.at}-${c.kind}-${c.period}`}>
                <td>{clockText(c.at)}</td>
                <td>{t(`kind.${c.kind}`)}</td>
                <td>{t(c.period === null ? "period.SESSION" : `period.${c.period}`)}</td>
                <td>{limitValue(t, c, c.from)}</td>
                <td>{limitValue(t, c, c.to)}</td>
                <td>{clockText(c.effectiveAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
