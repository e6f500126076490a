/**
 * Player protection over every page, the game page included: after a login it loads the member's protection (the
 * reality-check interval, the previous login) and shows the previous login's time and address in a short notice; when
 * the member chose a reality check it loads the session's figures and, at each whole interval after the login (core's
 * `realityCheckDue`, counted from the session's `startedAt` on the platform's clock, not from the page's load; the
 * figures are read again each minute, so the page follows the platform's clock, not its own alone), shows a
 * modal dialog with the elapsed time, the amount wagered and the net result since login, freshly loaded, with
 * "Continue" and "Log out". The dialog covers the game's frame, so the game waits for the answer; Escape continues.
 * After a registration it offers the responsible-gaming page (limits are offered at registration and any time after).
 */
import { type ReactNode, useEffect, useRef } from "react"
import { isRealMember } from "../../core/permissions/roles.ts"
import {
  lastLoginNotice,
  type RealityCheckDue,
  realityCheckDue,
  registrationOffer,
} from "../../core/projections/protection.ts"
import { continueSession, dismissLastLogin, loadProtection, loadProtectionSession } from "../actions/protection.ts"
import { signOut } from "../actions/session.ts"
import { NavLink } from "../app/NavLink.tsx"
import { Button } from "../components/Button.tsx"
import { Modal } from "../components/Modal.tsx"
import { amount, clockText } from "../i18n/format.ts"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"
import "./ProtectionHost.css"

/** How often the session's figures are read again while a reality check is set. */
export const figuresEveryMs = 60_000

/** The host: loads what the checks need and shows the notice and the reality check when due. */
export function ProtectionHost() {
  const s = useCore()
  const member = isRealMember(s)
  const account = s.session.member?.account
  const loaded = s.protection.status !== undefined
  const interval = s.protection.status?.realityCheckMinutes ?? null
  const figures = s.protection.session !== undefined

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new member (a login) is the trigger.
  useEffect(() => {
    if (member && !loaded) void loadProtection()
  }, [member, account])
  useEffect(() => {
    if (member && interval !== null && !figures) void loadProtectionSession()
  }, [member, interval, figures])
  // The platform's clock decides when a check is due: its figures are read again each minute (they count whole
  // minutes), so a page whose own clock is behind the platform's (a slow or faked clock) still asks on time.
  useEffect(() => {
    if (!member || interval === null) return
    const timer = setInterval(() => void loadProtectionSession(), figuresEveryMs)
    return () => clearInterval(timer)
  }, [member, interval])

  const due = member ? realityCheckDue(s) : undefined
  const notice = lastLoginNotice(s)
  return (
    <>
      {notice !== undefined && <LastLoginNotice at={notice.at} ip={notice.ip} />}
      {registrationOffer(s) && <RegistrationOffer />}
      {due !== undefined && <RealityCheckDialog due={due} />}
    </>
  )
}

/** How long a notice stays unless closed sooner: a short notice, not a standing banner. */
export const noticeMs = 15_000

/** Closes the notice after `noticeMs`. */
const useShortNotice = () =>
  useEffect(() => {
    const timer = setTimeout(() => void dismissLastLogin(), noticeMs)
    return () => clearTimeout(timer)
  }, [])

/** The previous login's time and address (58 Pa. Code 812a.9), for a short while or until closed. */
function LastLoginNotice({ at, ip }: { readonly at: number; readonly ip: string }) {
  const t = useT("protection")
  useShortNotice()
  if (!t.ready) return null
  return (
    <ShortNotice close={t("close")}>
      <span>{t("last_login", { time: clockText(at), ip })}</span>
    </ShortNotice>
  )
}

/** After registration: the responsible-gaming tools offered again (RTS 12: deposit limits at registration). */
function RegistrationOffer() {
  const t = useT("protection")
  useShortNotice()
  if (!t.ready) return null
  return (
    <ShortNotice close={t("close")}>
      <NavLink href="/responsible-gaming" onClick={() => void dismissLastLogin()}>
        {t("after_register")}
      </NavLink>
    </ShortNotice>
  )
}

/** The short notice's bar (the last login, the offer after registration): what it says, and its close button. */
function ShortNotice({ close, children }: { readonly close: string; readonly children: ReactNode }) {
  return (
    <div className="last-login" role="status">
      {children}
      <button type="button" className="last-login-close" onClick={() => void dismissLastLogin()} aria-label={close}>
        ×
      </button>
    </div>
  )
}

const hoursAndMinutes = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 })

/** The reality check: the session's figures, freshly loaded when it opens; the game waits for the answer. */
export function RealityCheckDialog({ due }: { readonly due: RealityCheckDue }) {
  const t = useT("protection")
  const asked = useRef(false)
  useEffect(() => {
    // The figures as they are now, not as they were at the last load.
    if (!asked.current) {
      asked.current = true
      void loadProtectionSession()
    }
  }, [])
  const go = () => void continueSession(due.elapsed)
  return (
    <Modal
      title={t("rc_title")}
      onClose={go}
      cover={false}
      role="alertdialog"
      className="reality-check"
      footer={
        <>
          <Button variant="secondary" onAction={signOut}>
            {t("rc_logout")}
          </Button>
          <Button variant="primary" onClick={go}>
            {t("rc_continue")}
          </Button>
        </>
      }
    >
      <p>{t("rc_text", { time: clockText(due.startedAt) })}</p>
      <dl className="reality-check-figures">
        <div>
          <dt>{t("rc_elapsed")}</dt>
          <dd data-figure="elapsed">{t("rc_elapsed_value", hoursAndMinutes(due.minutes))}</dd>
        </div>
        <div>
          <dt>{t("rc_wagered")}</dt>
          <dd data-figure="wagered">{amount(due.wagered)}</dd>
        </div>
        <div>
          <dt>{t("rc_net")}</dt>
          <dd data-figure="net" data-tone={due.net < 0 ? "loss" : "win"}>
            {due.net > 0 ? `+${amount(due.net)}` : amount(due.net)}
          </dd>
        </div>
      </dl>
    </Modal>
  )
}
