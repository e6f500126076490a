/**
 * A promotion on the promotions page: its banner, category, status badge, title and period, a link to its details,
 * and what it offers now (PromotionActions). A visitor's card is a promotion announcement: no status, and the offer
 * to log in.
 */
import type { Promotion } from "../../core/model/Promotion.ts"
import { activityStatusOf } from "../../core/model/Promotion.ts"
import { NavLink } from "../app/NavLink.tsx"
import { useT } from "../i18n/useT.ts"
import { PromotionActions, type PromotionActionsProps } from "./PromotionActions.tsx"
import { periodText } from "./periodText.ts"
import { StatusBadge } from "./StatusBadge.tsx"
import "./promotions.css"

export interface PromotionCardProps {
  readonly promotion: Promotion
  readonly member: boolean
  /** The banner's address (already on the image CDN). */
  readonly image: string | undefined
  /** The detail page. */
  readonly href: string
  readonly prize?: PromotionActionsProps["prize"]
}

/** The card. */
export function PromotionCard({ promotion, member, image, href, prize }: PromotionCardProps) {
  const t = useT("public")
  const period = periodText(promotion.startTime, promotion.endTime)
  const category = promotion.category ?? ""
  return (
    <article className="card promo-card" aria-labelledby={`promo-${promotion.promotionId}`}>
      <div className="promo-card-art">
        {image !== undefined ? <img src={image} alt="" loading="lazy" /> : <div className="promo-card-art-blank" />}
        {member && (
          <div className="promo-card-status">
            <StatusBadge status={activityStatusOf(promotion.status)} />
          </div>
        )}
      </div>
      <div className="promo-card-body">
        {category !== "" && (
          <p className="promo-card-category">{t.has(`category.${category}`) ? t(`category.${category}`) : category}</p>
        )}
        <h2 className="promo-card-title" id={`promo-${promotion.promotionId}`}>
          {promotion.title}
        </h2>
        {period !== "" && <p className="promo-card-period">{period}</p>}
        <div className="promo-card-foot">
          <NavLink className="promo-card-more" href={href} aria-label={t("details_of", { title: promotion.title })}>
            {t("details")}
          </NavLink>
          <PromotionActions promotion={promotion} member={member} prize={prize} />
        </div>
      </div>
    </article>
  )
}
