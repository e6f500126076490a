/**
 * Tabs (WAI-ARIA tabs pattern): a tab list with the selected tab's panel. Arrow keys, Home and End move between
 * tabs and select them; only the selected tab is in the tab order.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react"
import "./Tabs.css"

export interface Tab<K extends string> {
  readonly key: K
  readonly label: string
}

export interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  readonly label: string
  readonly tabs: ReadonlyArray<Tab<K>>
  readonly selected: K
  readonly onSelect: (key: K) => void
  /** The selected tab's panel. */
  readonly children: ReactNode
}

/** The tabs. */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const base = useId()
  const refs = useRef(new Map<K, HTMLButtonElement>())
  const tabId = (k: K) => `${base}-tab-${k}`
  const panelId = `${base}-panel`
  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((t) => t.key === selected)
    const last = tabs.length - 1
    const to =
      e.key === "ArrowRight"
        ? i === last
          ? 0
          : i + 1
        : e.key === "ArrowLeft"
          ? i <= 0
            ? last
            : i - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : undefined
    const tab = to === undefined ? undefined : tabs[to]
    if (tab === undefined) return
    e.preventDefault()
    onSelect(tab.key)
    refs.current.get(tab.key)?.focus()
  }
  return (
    <div className="tabs">
      <div className="tabs-list" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              if (el === null) refs.current.delete(t.key)
              else refs.current.set(t.key, el)
            }}
            type="button"
            role="tab"
            id={tabId(t.key)}
            className="tabs-tab"
            aria-selected={t.key === selected}
            aria-controls={panelId}
            tabIndex={t.key === selected ? 0 : -1}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="tabs-panel" role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  )
}
