/** A path the portal does not have: says so and leads home. */
import { NavLink } from "../app/NavLink.tsx"
import { useT } from "../i18n/useT.ts"

export default function NotFound() {
  const t = useT("common")
  return (
    <section className="section-placeholder">
      <h1>{t("not_found_title")}</h1>
      <p>{t("not_found")}</p>
      <NavLink href="/" className="btn btn-primary">
        {t("go_home")}
      </NavLink>
    </section>
  )
}
