/**
 * The member centre's referral, "invite friends" (spec section 2: shown when the referral promotion is on): the
 * member's code and invite link (the register page with `referralCode`, core's `referralLink`) with a copy button and
 * a QR code drawn lazily on demand, how many friends joined and qualified, the reward so far, the rules, the friends.
 */
import { useEffect, useState } from "react"
import { brandTimeText } from "../../../core/model/BrandDate.ts"
import { referralLink } from "../../../core/model/Referral.ts"
import { referralOn } from "../../../core/permissions/memberCentre.ts"
import { loadReferralInfo } from "../../actions/referral.ts"
import { Button } from "../../components/Button.tsx"
import { Qr } from "../../components/Qr.tsx"
import { amount } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { countText } from "../../records/cellText.ts"
import { Empty, LoadFailed, LoadingRows } from "../../records/PageState.tsx"
import { useCore } from "../../state/useCore.ts"
import { CentrePage } from "../parts/CentrePage.tsx"
import { TablePanel } from "../parts/RewardPanels.tsx"

/** The page. */
export default function InviteFriends() {
  const t = useT("records")
  const snap = useCore()
  const referral = snap.memberCentre.referral
  const on = referralOn(snap)
  const [copied, setCopied] = useState<"idle" | "done" | "failed">("idle")
  const [showQr, setShowQr] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const load = async () => {
    await loadReferralInfo()
    setAttempted(true)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the page opens (or the promotion turns on).
  useEffect(() => {
    if (on) void load()
  }, [on])
  if (!on) {
    return (
      <section className="rp-page">
        <h2>{t("title_referral")}</h2>
        <Empty title={t("referral_off")} />
      </section>
    )
  }
  const link = referral === undefined ? "" : referralLink(referral, window.location.origin)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied("done")
    } catch {
      setCopied("failed")
    }
  }
  return (
    <CentrePage title={t("title_referral")}>
      {referral === undefined ? (
        attempted ? (
          <LoadFailed text={t("referral_failed")} retry={t("retry")} onRetry={load} />
        ) : (
          <LoadingRows label={t("loading_referral")} rows={3} height={72} />
        )
      ) : (
        <>
          <div className="card rp-panel referral-share">
            <div className="referral-code">
              <span className="muted-note">{t("referral_code")}</span>
              <strong>{referral.referralCode}</strong>
            </div>
            <label className="record-control referral-link">
              <span>{t("referral_link")}</span>
              <input type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            </label>
            <div className="rp-item-row">
              <Button variant="primary" size="sm" onAction={copy}>
                {t("copy_link")}
              </Button>
              <Button variant="secondary" size="sm" aria-expanded={showQr} onClick={() => setShowQr(!showQr)}>
                {showQr ? t("hide_qr") : t("show_qr")}
              </Button>
              <span className="muted-note" role="status">
                {copied === "done" ? t("copied") : copied === "failed" ? t("copy_failed") : ""}
              </span>
            </div>
            {showQr && (
              <div className="referral-qr">
                <Qr value={link} label={t("referral_qr")} size={160} />
              </div>
            )}
          </div>
          <dl className="rp-stats">
            <div className="rp-stat">
              <dt>{t("invited_count")}</dt>
              <dd>{countText(referral.invitedCount ?? referral.list?.length ?? 0)}</dd>
            </div>
            <div className="rp-stat">
              <dt>{t("qualified_count")}</dt>
              <dd>{countText(referral.qualifiedCount ?? 0)}</dd>
            </div>
            <div className="rp-stat">
              <dt>{t("total_reward")}</dt>
              <dd>{amount(referral.totalReward ?? 0)}</dd>
            </div>
          </dl>
          {referral.rules && (
            <div className="card rp-panel">
              <h4>{t("referral_rules")}</h4>
              <p className="muted-note">{referral.rules}</p>
            </div>
          )}
          <TablePanel
            title={t("friends")}
            rows={referral.list ?? []}
            rowKey={(f) => f.account}
            columns={[
              { label: t("col_account"), primary: true, cell: (f) => f.account },
              { label: t("col_registered"), cell: (f) => brandTimeText(f.registerTime ?? undefined) || "-" },
              {
                label: t("col_redeemStatus"),
                cell: (f) => (f.status && t.has(`friend_${f.status}`) ? t(`friend_${f.status}`) : (f.status ?? "-")),
              },
              {
                label: t("mission_reward"),
                align: "col-amount",
                cell: (f) => (f.reward == null ? "-" : amount(f.reward)),
              },
            ]}
            empty={<p className="muted-note">{t("friends_empty")}</p>}
          />
        </>
      )}
    </CentrePage>
  )
}
