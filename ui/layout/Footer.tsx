/**
 * The footer (spec section 2): the help menu, the partner logo grid in 4 rows (the vendors of the catalogue, each
 * once), and the copyright line of 2024 (spec section 9).
 */
import type { VendorCard } from "../../core/model/GameVendor.ts"
import type { State } from "../../core/state/State.ts"
import { openCustomerService } from "../actions/customerService.ts"
import { NavLink } from "../app/NavLink.tsx"
import { GameImage } from "../components/GameImage.tsx"
import { SkeletonItems } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import { imageUrl } from "../state/imageUrl.ts"
import "./Footer.css"
import { useCore } from "../state/useCore.ts"

/** The copyright year (spec section 9). */
export const copyrightYear = 2024

const helpLinks: ReadonlyArray<readonly [string, string]> = [
  ["/help#about", "about_us"],
  ["/help#faq", "faq"],
  ["/help#terms", "terms"],
  ["/help#privacy", "privacy"],
  ["/responsible-gaming", "responsible_gaming"],
  ["/join", "join_us"],
  ["/down", "download"],
]

/** Each vendor once, in the catalogue's order. */
const partners = (lanes: State["catalogue"]["lanes"]): ReadonlyArray<VendorCard> => {
  const seen = new Set<string>()
  const out: Array<VendorCard> = []
  for (const lane of lanes)
    for (const card of lane.cards)
      if (!seen.has(card.vassalage)) {
        seen.add(card.vassalage)
        out.push(card)
      }
  return out
}

/** The footer. */
export default function Footer() {
  const t = useT("layout")
  const s = useCore()
  const logos = partners(s.catalogue.lanes)
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav className="footer-help" aria-label={t("help_menu")}>
          <h2 className="footer-title">{t("help_centre")}</h2>
          <ul>
            {helpLinks.map(([href, key]) => (
              <li key={key}>
                <NavLink href={href}>{t(key)}</NavLink>
              </li>
            ))}
            <li>
              <button type="button" className="footer-link-button" onClick={() => void openCustomerService()}>
                {t("contact_us")}
              </button>
            </li>
          </ul>
        </nav>
        <section className="footer-partners" aria-labelledby="footer-partners-title">
          <h2 id="footer-partners-title" className="footer-title">
            {t("partners")}
          </h2>
          {/* Four rows scroll sideways when the vendors are more than the width holds (375 px): a scrollable region
              must take the focus so a keyboard can scroll it (WCAG 2.1.1), named by the section's title. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable for keyboard scrolling. */}
          <ul className="partner-grid" tabIndex={0} aria-labelledby="footer-partners-title">
            {logos.length === 0 ? (
              <SkeletonItems count={12} height={40} />
            ) : (
              logos.map((card) => (
                <li key={card.vassalage} className="partner" title={card.displayName ?? card.vassalage}>
                  <GameImage
                    src={imageUrl(card.lagerIcon, s.settings.imageCdns)}
                    alt={card.displayName ?? card.vassalage}
                    width={112}
                    height={56}
                  />
                </li>
              ))
            )}
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <p>{t("responsible_note")}</p>
        <p>{t("copyright", { year: copyrightYear })}</p>
      </div>
    </footer>
  )
}
