/** The search field of a lobby: a labelled search input in a search landmark; Escape clears it. */
import { useId } from "react"
import { useT } from "../i18n/useT.ts"
import "./SearchBox.css"

export interface SearchBoxProps {
  readonly value: string
  readonly onChange: (text: string) => void
  /** What the search covers ("Search Slots"). */
  readonly label: string
}

/** The field. */
export function SearchBox({ value, onChange, label }: SearchBoxProps) {
  const t = useT("games")
  const id = useId()
  return (
    <search className="lobby-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={t("search_placeholder")}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape" && value !== "") {
            e.preventDefault()
            onChange("")
          }
        }}
      />
    </search>
  )
}
