/**
 * The modal of the portal (spec section 4 "Dialog helper"; section 9 dialog width 400): rendered over a cover in a
 * portal, labelled by its title, with the focus kept inside while it is the topmost one (Tab wraps), Escape and a
 * cover click closing it (the cover unless `cover={false}`), an optional auto-close timeout, body scroll hidden while
 * open, and the focus given back to where it was when it closes. A modal that must be answered (`dismissible={false}`,
 * the forced change of password of spec section 4) has no close button and ignores Escape and the cover.
 */
import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react"
import { createPortal } from "react-dom"
import { useT } from "../i18n/useT.ts"
import { lockBodyScroll } from "./bodyScroll.ts"
import { focusables } from "./focusable.ts"
import "./Modal.css"

/** The default width of a dialog (spec section 9). */
export const defaultModalWidth = 400

export interface ModalProps {
  readonly title: ReactNode
  readonly onClose: () => void
  readonly children: ReactNode
  /** A click on the cover closes the modal, unless false (spec section 4). */
  readonly cover?: boolean
  /**
   * False for a modal that must be answered: no close button, and neither Escape nor the cover closes it (the
   * forced change of password, spec section 4). True by default.
   */
  readonly dismissible?: boolean
  /** Width in pixels (400 by default); the modal never exceeds the screen. */
  readonly width?: number
  /** Closes by itself after this many milliseconds (the dialog helper's timeout). */
  readonly autoCloseMs?: number
  /** Buttons under the content. */
  readonly footer?: ReactNode
  /** The title is read by assistive technology but not shown (a modal with its own heading art). */
  readonly hideTitle?: boolean
  /** An extra class for the panel. */
  readonly className?: string
  /** `alertdialog` for a message that needs an answer (warnings, confirmations). */
  readonly role?: "dialog" | "alertdialog"
  /**
   * The focus starts in the first field to type in, not on the first control (a form behind tabs: the person types
   * at once instead of tabbing past the tabs).
   */
  readonly focusField?: boolean
}

/** The controls a person types in (a checkbox or a button is not one). */
const textEntry = "input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea"

/** Open modals, topmost last: only the topmost traps focus and takes Escape. */
const stack: Array<symbol> = []

/** The modal. */
export function Modal({
  title,
  onClose,
  children,
  cover = true,
  dismissible = true,
  width = defaultModalWidth,
  autoCloseMs,
  footer,
  hideTitle = false,
  className = "",
  role = "dialog",
  focusField = false,
}: ModalProps) {
  const t = useT("common")
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  const dismissibleNow = useRef(dismissible)
  dismissibleNow.current = dismissible
  const me = useRef(Symbol("modal"))
  const startInField = useRef(focusField)

  // Stack, scroll lock, first focus, focus kept inside, focus given back.
  useEffect(() => {
    const self = me.current
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    stack.push(self)
    const release = lockBodyScroll()
    const node = panel.current
    if (node !== null) {
      const items = focusables(node)
      const field = startInField.current ? items.find((el) => el.matches(textEntry)) : undefined
      const first = field ?? items.find((el) => !el.classList.contains("modal-close")) ?? node
      first.focus()
    }
    const keepInside = (e: FocusEvent) => {
      const n = panel.current
      if (n === null || stack[stack.length - 1] !== self) return
      if (e.target instanceof Node && !n.contains(e.target)) (focusables(n)[0] ?? n).focus()
    }
    // A part of the modal that held the focus may vanish (an inline form collapsing): the focus falls to the body,
    // outside the panel's own key handler, and Escape must still close the topmost modal.
    const escapeFromBody = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape" || stack[stack.length - 1] !== self) return
      const active = document.activeElement
      if (active !== null && active !== document.body) return
      if (dismissibleNow.current) close.current()
    }
    document.addEventListener("focusin", keepInside)
    document.addEventListener("keydown", escapeFromBody)
    return () => {
      document.removeEventListener("focusin", keepInside)
      document.removeEventListener("keydown", escapeFromBody)
      const i = stack.indexOf(self)
      if (i >= 0) stack.splice(i, 1)
      release()
      if (before?.isConnected === true) before.focus()
    }
  }, [])

  useEffect(() => {
    if (autoCloseMs === undefined) return
    const timer = setTimeout(() => close.current(), autoCloseMs)
    return () => clearTimeout(timer)
  }, [autoCloseMs])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (stack[stack.length - 1] !== me.current) return
    if (e.key === "Escape") {
      e.stopPropagation()
      if (dismissible) close.current()
      return
    }
    if (e.key !== "Tab" || panel.current === null) return
    const items = focusables(panel.current)
    const first = items[0]
    const last = items[items.length - 1]
    if (first === undefined || last === undefined) {
      e.preventDefault()
      return
    }
    if (e.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }

  const panelProps = {
    ref: panel,
    className: `modal-panel ${className}`.trim(),
    "aria-modal": true,
    // Until the modal's strings have come its title is empty: it is named as loading meanwhile, never nameless.
    ...(title === "" || title === undefined || title === null
      ? { "aria-label": t("loading"), "aria-busy": true }
      : { "aria-labelledby": titleId }),
    tabIndex: -1,
    style: { "--modal-width": `${width}px` } as CSSProperties,
    onKeyDown,
  } as const
  const inner = (
    <>
      <div className={hideTitle ? "visually-hidden" : "modal-head"}>
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
      </div>
      {dismissible && (
        <button type="button" className="modal-close" aria-label={t("close") || "×"} onClick={() => close.current()}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <div className="modal-body">{children}</div>
      {footer !== undefined && <div className="modal-foot">{footer}</div>}
    </>
  )

  return createPortal(
    <div className="modal-root">
      {/* The cover takes pointer clicks only; keyboard users close with Escape or the close button. */}
      <div
        className="modal-cover"
        data-testid="modal-cover"
        aria-hidden="true"
        onClick={cover && dismissible ? () => close.current() : undefined}
      />
      {role === "alertdialog" ? (
        <div role="alertdialog" {...panelProps}>
          {inner}
        </div>
      ) : (
        <div role="dialog" {...panelProps}>
          {inner}
        </div>
      )}
    </div>,
    document.body,
  )
}
