/**
 * The header's language selector (spec section 1): CN, EN, JA, TH, VI, PT. A disclosure button with the menu of
 * languages, each named in its own language (autonyms are the same in every interface language); arrow keys move,
 * Escape closes and gives the focus back. Choosing runs the language change (strings, validation, storage, server).
 * The menu (LanguageMenu.tsx) loads when it first opens.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState } from "react"
import { type Language, platformCode } from "../../core/model/Language.ts"
import { useT } from "../i18n/useT.ts"
import "./LanguageSelect.css"
import { useCore } from "../state/useCore.ts"

/** The menu itself, a chunk of its own loaded on the first opening (the first view's byte budget). */
const LanguageMenu = lazy(() => import("./LanguageMenu.tsx"))

/** The header's languages, in the spec's order, with their autonyms. */
export const headerLanguages: ReadonlyArray<readonly [Language, string]> = [
  ["zh-CN", "简体中文"],
  ["en", "English"],
  ["ja", "日本語"],
  ["th", "ไทย"],
  ["vi", "Tiếng Việt"],
  ["pt", "Português"],
]

/** The selector. */
export function LanguageSelect() {
  const t = useT("layout")
  const { language } = useCore()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const current = language.current
  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])

  return (
    <div className="lang">
      <button
        ref={button}
        type="button"
        className="lang-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t("language")}: ${platformCode[current]}`}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M12 3a9 9 0 100 18 9 9 0 000-18zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
            stroke="currentColor"
            strokeWidth="1.6"
            fill="none"
          />
        </svg>
        <span>{platformCode[current]}</span>
        <svg className="lang-chevron" viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} onClose={close} />
        </Suspense>
      )}
    </div>
  )
}
