/** A section of another issue, not built yet: says so plainly instead of a blank area. */
import { useLocation } from "wouter"
import { useT } from "../i18n/useT.ts"

export default function Placeholder() {
  const [path] = useLocation()
  const t = useT("common")
  return (
    <section className="section-placeholder" aria-live="polite">
      <h1>{path}</h1>
      <p>{t("coming_soon")}</p>
    </section>
  )
}
