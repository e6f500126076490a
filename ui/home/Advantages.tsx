/**
 * The advantages block of the home page (spec section 2 "Home page: ... advantages"): four reasons to play here,
 * each with an icon, a title and a line, under the brand's lead, with room for the call to join (the home page
 * passes it for a visitor when registration is open).
 */
import type { ReactNode } from "react"
import { useT } from "../i18n/useT.ts"
import "./Advantages.css"

/** The advantages, by string key, with their icon paths (24 x 24). */
const items = [
  { key: "fast", icon: "M13 2 4 14h7l-1 8 9-12h-7l1-8Z" },
  {
    key: "secure",
    icon: "M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1 14-4-4 1.4-1.4L11 13.2l4.6-4.6L17 10l-6 6Z",
  },
  {
    key: "games",
    icon: "M6 7h12a4 4 0 0 1 4 4v3a3 3 0 0 1-5.4 1.8L15 14H9l-1.6 1.8A3 3 0 0 1 2 14v-3a4 4 0 0 1 4-4Zm1 3v1.5H5.5v1H7V14h1v-1.5h1.5v-1H8V10H7Zm9.5 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm-2 2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  },
  {
    key: "support",
    icon: "M12 2a8 8 0 0 0-8 8v5a3 3 0 0 0 3 3h1v-7H6v-1a6 6 0 1 1 12 0v1h-2v7h2v1a2 2 0 0 1-2 2h-3v2h3a4 4 0 0 0 4-4v-8a8 8 0 0 0-8-8Z",
  },
] as const

/** The block. */
export function Advantages({ children }: { readonly children?: ReactNode }) {
  const t = useT("homeMore")
  return (
    <section className="advantages" aria-labelledby="home-advantages-title">
      <h2 id="home-advantages-title" className="home-title">
        {t("adv_title")}
      </h2>
      <div className="row-spread advantages-lead">
        <p>{t("hero_lead")}</p>
        {children}
      </div>
      <ul className="tile-grid advantages-list">
        {items.map((item) => (
          <li key={item.key} className="advantage">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className="advantage-icon">
              <path fill="currentColor" d={item.icon} />
            </svg>
            <h3 className="advantage-title">{t(`adv_${item.key}_title`)}</h3>
            <p className="muted-note advantage-text">{t(`adv_${item.key}_text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
