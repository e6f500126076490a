/**
 * The header's language menu (LanguageSelect.tsx opens it): the six languages, each named in its own language; the
 * current one takes the focus, arrow keys, Home and End move, Escape and Tab close it and give the focus back to the
 * button, a click outside closes it. Choosing runs the language change.
 */
import { type KeyboardEvent, useEffect, useRef } from "react"
import { type Language, platformCode } from "../../core/model/Language.ts"
import { chooseLanguage } from "../actions/language.ts"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"
import { headerLanguages } from "./LanguageSelect.tsx"

/** The open menu. */
export default function LanguageMenu({ id, onClose }: { readonly id: string; readonly onClose: () => void }) {
  const t = useT("layout")
  const { language } = useCore()
  const list = useRef<HTMLUListElement>(null)
  const current = language.current

  useEffect(() => {
    const items = list.current?.querySelectorAll<HTMLButtonElement>("button")
    const selected = Array.from(items ?? []).find((b) => b.getAttribute("aria-current") === "true")
    ;(selected ?? items?.[0])?.focus()
    const away = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !list.current?.parentElement?.contains(e.target)) onClose()
    }
    document.addEventListener("pointerdown", away)
    return () => document.removeEventListener("pointerdown", away)
  }, [onClose])

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(list.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])
    const i = items.indexOf(document.activeElement as HTMLButtonElement)
    const to =
      e.key === "ArrowDown"
        ? (i + 1) % items.length
        : e.key === "ArrowUp"
          ? (i - 1 + items.length) % items.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? items.length - 1
              : undefined
    if (to !== undefined) {
      e.preventDefault()
      items[to]?.focus()
    } else if (e.key === "Escape" || e.key === "Tab") {
      if (e.key === "Escape") e.preventDefault()
      onClose()
    }
  }

  const pick = (l: Language) => {
    onClose()
    if (l !== current) void chooseLanguage(l)
  }

  return (
    <ul ref={list} id={id} className="popup-menu lang-menu" aria-label={t("language")} onKeyDown={onKeyDown}>
      {headerLanguages.map(([l, name]) => (
        <li key={l}>
          <button type="button" lang={l} aria-current={l === current} onClick={() => pick(l)}>
            <span className="lang-code">{platformCode[l]}</span>
            <span>{name}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
