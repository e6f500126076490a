/**
 * The popup notice of the home page (spec section 3 "Announcement content: ... popup"; wire notes section 5: popups
 * with HTML content and an execution A, F or B): the popups core says are due (`duePopups`: the execution fits the
 * login, and not yet shown this session), one at a time, as a card in the corner with the title, the sanitised HTML
 * and a close button. It is a non-modal dialog: it neither covers the page nor traps the focus, so the portal stays
 * usable under it; Escape closes it while the focus is inside. Closing records it shown (once per session), and the
 * next due popup follows. It appears once the portal is interactive (ui/app/interactive.ts) and the page is idle,
 * so its sanitiser's chunk is not among what the first view waits for.
 */
import { type KeyboardEvent, useEffect, useId, useState } from "react"
import type { Popup } from "../../core/model/Announcements.ts"
import { duePopups, popupShown } from "../actions/home.ts"
import { interactive } from "../app/interactive.ts"
import { SafeHtml } from "../components/SafeHtml.tsx"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"
import "./PopupNotice.css"
// Its strings come with this chunk, not with the table of every string file.
import "../home/homeStrings.ts"

/** Runs `fn` when the browser is idle (at once where idle callbacks are missing). */
const whenIdle = (fn: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(fn, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(fn, 0)
  return () => clearTimeout(id)
}

export interface PopupNoticeProps {
  /** The announcements are in (the popups to choose from are known). */
  readonly ready: boolean
  /** Changes when the login changes, so the due popups are chosen again. */
  readonly loggedIn: boolean
}

/** The popup notice. */
export default function PopupNotice({ ready, loggedIn }: PopupNoticeProps) {
  const t = useT("homeMore")
  const titleId = useId()
  const [queue, setQueue] = useState<ReadonlyArray<Popup>>([])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a login change chooses the due popups again.
  useEffect(() => {
    if (!ready) return
    let live = true
    let cancel: () => void = () => undefined
    void interactive.then(() => {
      if (!live) return
      cancel = whenIdle(() => {
        void duePopups().then((due) => {
          if (live) setQueue(due)
        })
      })
    })
    return () => {
      live = false
      cancel()
    }
  }, [ready, loggedIn])

  const popups = useCore().content.popups
  const chosen = queue[0]
  if (chosen === undefined || !t.ready) return null
  // The announcements are asked for again in a newly chosen language: the card shows the same popup in its words.
  const current = (chosen.id != null && popups.find((p) => p.id === chosen.id)) || chosen

  const close = () => {
    void popupShown(current)
    setQueue((q) => q.slice(1))
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation()
      close()
    }
  }

  return (
    <div className="popup-notice" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className="popup-notice-head">
        <span className="popup-notice-kicker">{t("popup_kicker")}</span>
        <h2 id={titleId} className="popup-notice-title">
          {current.title ?? t("popup_kicker")}
        </h2>
        <button type="button" className="popup-notice-close" aria-label={t("popup_close")} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <SafeHtml html={current.content ?? ""} className="popup-notice-body" />
      <div className="popup-notice-foot">
        {queue.length > 1 && <span className="popup-notice-more">{t("popup_more", { count: queue.length - 1 })}</span>}
        <button type="button" className="popup-notice-ok" onClick={close}>
          {t("popup_ok")}
        </button>
      </div>
    </div>
  )
}
