/**
 * My account (spec section 2 `securityCenter`, the centre's default page): the profile (account, nickname,
 * member id, label), the bound mobile and email, the login password (the change-password modal), the payment
 * password (set or changed here), the ways a login from a new IP is verified (spec section 4: SMS code, bound email,
 * bank account name, Google code; each available when its means is bound), and the last login time and address.
 */

import { type ReactNode, useEffect, useRef, useState } from "react"
import { moneyCodes } from "../../../core/contract/ErrorCode.ts"
import { brandTimeText } from "../../../core/model/BrandDate.ts"
import { verificationAvailability } from "../../../core/model/MemberSecurity.ts"
import { openModal } from "../../actions/modals.ts"
import { loadWithdrawalInfo } from "../../actions/money.ts"
import { Button } from "../../components/Button.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { useT } from "../../i18n/useT.ts"
import { PaymentPasswordForm } from "../parts/PaymentPasswordForm.tsx"
import "../parts/MoneyPage.css"
import { useCore } from "../../state/useCore.ts"

/** The page. */
export default function MyAccount() {
  const t = useT("memberCentre")
  const s = useCore()
  const member = s.session.member
  const security = member?.security
  const info = s.funds.withdrawalInfo
  const [editingPay, setEditingPay] = useState(false)
  const [paySaved, setPaySaved] = useState(false)
  const payToggle = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    void loadWithdrawalInfo()
  }, [])
  const none = t("not_bound")

  return (
    <div className="mcp">
      <section className="card mcp-card" aria-labelledby="mcp-profile">
        <h4 id="mcp-profile">{t("profile")}</h4>
        <dl className="mcp-details">
          <dt>{t("account")}</dt>
          <dd>{member?.account ?? "—"}</dd>
          <dt>{t("nickname")}</dt>
          <dd>{member?.nickname ?? "—"}</dd>
          <dt>{t("member_id")}</dt>
          <dd>{member?.customerId ?? member?.id ?? "—"}</dd>
          {member?.label !== undefined && (
            <>
              <dt>{t("member_label")}</dt>
              <dd style={{ color: member.labelColor }}>{member.label}</dd>
            </>
          )}
          <dt>{t("last_login_time")}</dt>
          <dd>{member?.lastLogin == null ? "—" : brandTimeText(member.lastLogin)}</dd>
          <dt>{t("last_login_address")}</dt>
          <dd>{security?.lastLoginIp ?? "—"}</dd>
        </dl>
      </section>
      <section className="card mcp-card" aria-labelledby="mcp-security">
        <h4 id="mcp-security">{t("security")}</h4>
        <ul className="mcp-rows">
          <SecurityRow label={t("mobile")} help={t("mobile_help")}>
            <span className={security?.mobile === undefined ? "mcp-warn" : "mcp-row-value"}>
              {security?.mobile ?? none}
            </span>
          </SecurityRow>
          <SecurityRow label={t("email")} help={t("email_help")}>
            <span className={security?.email === undefined ? "mcp-warn" : "mcp-row-value"}>
              {security?.email ?? none}
            </span>
          </SecurityRow>
          <SecurityRow label={t("login_password")} help={t("login_password_help")}>
            <Button variant="secondary" size="sm" onClick={() => openModal("changePass")}>
              {t("change_password")}
            </Button>
          </SecurityRow>
          <SecurityRow
            label={t("payment_password")}
            help={
              info === undefined ? (
                <Skeleton width={120} height={14} />
              ) : info.hasPaymentPassword === true ? (
                <span className="mcp-ok">{t("payment_password_is_set")}</span>
              ) : (
                <span className="mcp-warn">{t(moneyCodes.paymentPasswordNotSet)}</span>
              )
            }
          >
            <Button
              ref={payToggle}
              variant="secondary"
              size="sm"
              aria-expanded={editingPay}
              disabled={info === undefined}
              onClick={() => {
                setPaySaved(false)
                setEditingPay((e) => !e)
              }}
            >
              {info?.hasPaymentPassword === true ? t("change_payment_password") : t("set_payment_password")}
            </Button>
          </SecurityRow>
        </ul>
        {editingPay && info !== undefined && (
          <PaymentPasswordForm
            isSet={info.hasPaymentPassword === true}
            onDone={() => {
              // The form collapses with the focus in it: the focus goes back to the button that opened it (not to
              // the body, where the centre's keys would not reach), and the success is said here, outside the form.
              setEditingPay(false)
              setPaySaved(true)
              payToggle.current?.focus()
            }}
          />
        )}
        {paySaved && (
          <p className="alert alert-success mcp-success" role="status">
            {t("payment_password_saved")}
          </p>
        )}
      </section>
      <section className="card mcp-card" aria-labelledby="mcp-new-ip">
        <h4 id="mcp-new-ip">{t("new_ip_title")}</h4>
        <p className="mcp-empty">{t("new_ip_help")}</p>
        <ul className="mcp-rows">
          {verificationAvailability(security).map(({ method, available }) => (
            <li key={method}>
              <span className="mcp-row-label">
                <span>{t(`verify_${method}`)}</span>
              </span>
              <span className={available ? "mcp-ok" : "mcp-warn"}>
                {available ? t("available_now") : t("not_bound")}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/** A row of the security list: what it is and a word on it, then its value or its action. */
function SecurityRow({
  label,
  help,
  children,
}: {
  readonly label: string
  readonly help: ReactNode
  readonly children: ReactNode
}) {
  return (
    <li>
      <span className="mcp-row-label">
        <span>{label}</span>
        <span>{help}</span>
      </span>
      {children}
    </li>
  )
}
