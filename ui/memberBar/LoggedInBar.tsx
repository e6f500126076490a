/**
 * The header's logged-in bar (spec section 2), from core's `loggedInBar` projection: the balance (a click hides it as
 * *** or shows it), its refresh icon, the account name that opens the member centre with the member label in its
 * colour (default #ABABAB), deposit, withdraw, the agent centre for agents, the betting record, the message centre
 * with its unread count when the settings offer it, and sign out with a confirmation. Wide screens show every item;
 * narrow ones keep the balance and deposit and put the rest in the account menu.
 */
import { useEffect, useId, useRef, useState } from "react"
import { loggedInBar } from "../../core/projections/loggedInBar.ts"
import { refreshBalance, toggleBalance } from "../actions/balance.ts"
import { openAgentCentre, openMemberCentre } from "../actions/centres.ts"
import { loadUnreadCount } from "../actions/messages.ts"
import { signOut } from "../actions/session.ts"
import { Button } from "../components/Button.tsx"
import { EyeIcon } from "../components/EyeIcon.tsx"
import { LineIcon } from "../components/LineIcon.tsx"
import { useT } from "../i18n/useT.ts"
import { useRestoreMemberCentre } from "../memberCentre/useMemberCentreUrl.ts"
import "./LoggedInBar.css"
import { Dialog } from "../components/Dialog.tsx"
import { useCore } from "../state/useCore.ts"

/** The bar. */
export function LoggedInBar() {
  const t = useT("layout")
  const s = useCore()
  const bar = loggedInBar(s)
  const [confirming, setConfirming] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const menu = useRef<HTMLDivElement>(null)
  const loadedFor = useRef("")
  // A reload of an address naming a member centre page (`?mc=`) opens the centre on it.
  useRestoreMemberCentre(bar.account)

  // A new session shows its balance and unread count (the boot loads them for a restored one).
  useEffect(() => {
    if (bar.account === "" || loadedFor.current === bar.account) return
    loadedFor.current = bar.account
    if (!s.wallet.loaded && !s.wallet.refreshing) void refreshBalance()
    void loadUnreadCount()
  }, [bar.account, s.wallet.loaded, s.wallet.refreshing])

  useEffect(() => {
    if (!menuOpen) return
    const away = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !menu.current?.contains(e.target)) setMenuOpen(false)
    }
    const esc = (e: KeyboardEvent) => {
      if (e.key === "Escape") setMenuOpen(false)
    }
    document.addEventListener("pointerdown", away)
    document.addEventListener("keydown", esc)
    return () => {
      document.removeEventListener("pointerdown", away)
      document.removeEventListener("keydown", esc)
    }
  }, [menuOpen])

  /** The bar's items; `done` runs after any of them is used (the narrow menu closes). */
  const items = (done: () => void) => {
    // Each item closes the narrow menu, then opens its page.
    const after = (open: () => Promise<unknown>) => () => {
      done()
      void open()
    }
    return (
      <>
        <Button variant="ghost" size="sm" className="bar-account" onClick={after(() => openMemberCentre())}>
          <span className="bar-account-name">{bar.account}</span>
          {bar.label !== undefined && (
            <span className="bar-label" style={{ color: bar.labelColor, borderColor: bar.labelColor }}>
              {bar.label}
            </span>
          )}
        </Button>
        {bar.showWithdraw && (
          <Button
            variant="secondary"
            size="sm"
            className="bar-withdraw"
            onClick={after(() => openMemberCentre("withdraw"))}
          >
            {t("withdraw")}
          </Button>
        )}
        {bar.showAgentCentre && (
          <Button variant="ghost" size="sm" onClick={after(() => openAgentCentre())}>
            {t("agent_centre")}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={after(() => openMemberCentre("personalHistoryCopy"))}>
          {t("betting_record")}
        </Button>
        {bar.showMessageCentre && (
          <Button
            variant="ghost"
            size="sm"
            className="bar-messages"
            onClick={after(() => openMemberCentre("messageV2"))}
          >
            <LineIcon d="M4 6h16v12H4zM4 7l8 6 8-6" size={16} weight={1.8} round="none" />
            {/* The name ("Messages, 3 unread") starts with the visible word; the badge is its visible short form. */}
            <span className="bar-messages-text" aria-hidden="true">
              {t("messages")}
            </span>
            <span className="visually-hidden">
              {bar.unread > 0 ? t("messages_unread", { count: bar.unread }) : t("messages")}
            </span>
            {bar.unread > 0 && (
              <span className="badge" aria-hidden="true">
                {bar.unread > 99 ? "99+" : bar.unread}
              </span>
            )}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="bar-sign-out"
          onClick={() => {
            done()
            setConfirming(true)
          }}
        >
          {t("sign_out")}
        </Button>
      </>
    )
  }

  return (
    <div className="bar">
      <div className="bar-balance">
        <button
          type="button"
          className="bar-balance-value"
          aria-pressed={bar.hidden}
          onClick={() => void toggleBalance()}
        >
          {/* Named by what it shows, then what a press does (the visible text is part of the name, WCAG 2.5.3). */}
          <span className="bar-currency">{bar.currencySymbol}</span>
          <span className="bar-amount">{s.wallet.loaded || bar.hidden ? bar.balanceText : "—"}</span>
          <span className="visually-hidden"> {bar.hidden ? t("show_balance") : t("hide_balance")}</span>
          <EyeIcon struck={bar.hidden} size={14} />
        </button>
        <button
          type="button"
          className={`bar-refresh ${bar.refreshing ? "bar-refresh-busy" : ""}`}
          aria-label={t("refresh_balance")}
          aria-busy={bar.refreshing || undefined}
          disabled={bar.refreshing}
          onClick={() => void refreshBalance()}
        >
          <LineIcon d="M20 11a8 8 0 10-2.3 5.7M20 5v6h-6" size={14} weight={2} round="cap" />
        </button>
      </div>
      {bar.showDeposit && (
        <Button variant="primary" size="sm" onClick={() => void openMemberCentre("depositv2")}>
          {t("deposit")}
        </Button>
      )}
      <div className="bar-wide">{items(() => undefined)}</div>
      <div className="bar-narrow" ref={menu}>
        <Button
          variant="ghost"
          size="sm"
          className="bar-menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={t("account_menu")}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <LineIcon d="M12 12a4 4 0 100-8 4 4 0 000 8zm-8 8a8 8 0 0116 0" weight={1.8} round="none" />
          {bar.unread > 0 && <span className="badge badge-dot" aria-hidden="true" />}
        </Button>
        {menuOpen && (
          <div id={menuId} className="popup-menu bar-menu">
            {items(() => setMenuOpen(false))}
          </div>
        )}
      </div>
      {confirming && (
        <Dialog
          title={t("sign_out")}
          message={t("sign_out_confirm")}
          confirmLabel={t("sign_out")}
          onConfirm={async () => {
            await signOut()
            setConfirming(false)
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  )
}
