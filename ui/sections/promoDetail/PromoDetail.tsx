/**
 * A promotion's details (spec section 2 `/promoDetail?id=`): its banner, title, the server's HTML terms through the
 * one sanitiser, and beside them its status, period and what it offers now (apply with comment and images, join,
 * claim the bonus or the raffle prize; spec sections 4, 5 and 7). A visitor reads a promotion announcement and is
 * offered to log in. An unknown id says so and links back to the list.
 */
import { useSearch } from "wouter"
import { activityStatusOf } from "../../../core/model/Promotion.ts"
import { NavLink } from "../../app/NavLink.tsx"
import { Button } from "../../components/Button.tsx"
import { SafeHtml } from "../../components/SafeHtml.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { announcedPromotions } from "../../content/announcedPromotions.ts"
import { PromotionActions } from "../../content/PromotionActions.tsx"
import { periodText } from "../../content/periodText.ts"
import { StatusBadge } from "../../content/StatusBadge.tsx"
import { usePromotions } from "../../content/usePromotions.ts"
import { useT } from "../../i18n/useT.ts"
import { imageUrl } from "../../state/imageUrl.ts"
import "../../content/content.css"
import "../../content/promotions.css"
import { useCore } from "../../state/useCore.ts"

export default function PromoDetail() {
  const t = useT("public")
  const s = useCore()
  const id = new URLSearchParams(useSearch()).get("id") ?? ""
  const load = usePromotions()
  const list = load.member ? s.promotions.list : announcedPromotions(s.content.promotions)
  const promotion = list.find((p) => p.promotionId === id)
  const back = (
    <NavLink className="promo-back" href="/promotions">
      ← {t("promo.back")}
    </NavLink>
  )

  if (promotion === undefined) {
    return (
      <div className="content-page">
        {back}
        {load.status === "loading" ? (
          <div className="promo-detail" role="status" aria-label={t("loading")}>
            <div>
              <Skeleton height={220} />
              <Skeleton height={32} width="60%" />
              <Skeleton height={120} />
            </div>
            <Skeleton height={200} />
          </div>
        ) : load.status === "failed" ? (
          <div className="empty-box">
            <h1 className="content-section-title">{t("promo.title")}</h1>
            <p role="alert">{t("load_failed")}</p>
            <Button variant="secondary" onClick={load.retry}>
              {t("retry")}
            </Button>
          </div>
        ) : (
          <div className="empty-box">
            <h1 className="content-section-title">{t("promo.not_found")}</h1>
            <p>{t("promo.not_found_lead")}</p>
          </div>
        )}
      </div>
    )
  }

  const image = imageUrl(promotion.imageUrl, s.settings.imageCdns)
  const period = periodText(promotion.startTime, promotion.endTime)
  const category = promotion.category ?? ""
  return (
    <div className="content-page">
      {back}
      <div className="promo-detail">
        <article className="card content-panel promo-detail-main" aria-labelledby="promo-detail-title">
          {image !== undefined && (
            <div className="promo-detail-art">
              <img src={image} alt="" />
            </div>
          )}
          {category !== "" && (
            <p className="promo-card-category">
              {t.has(`category.${category}`) ? t(`category.${category}`) : category}
            </p>
          )}
          <h1 className="hero-title" id="promo-detail-title">
            {promotion.title}
          </h1>
          {promotion.content != null && promotion.content !== "" && <SafeHtml html={promotion.content} />}
        </article>
        <aside className="card content-panel promo-detail-side" aria-label={t("promo.take_part")}>
          <dl>
            {load.member && (
              <>
                <dt>{t("promo.status")}</dt>
                <dd>
                  <StatusBadge status={activityStatusOf(promotion.status)} />
                </dd>
              </>
            )}
            {period !== "" && (
              <>
                <dt>{t("promo.period")}</dt>
                <dd>{period}</dd>
              </>
            )}
          </dl>
          {!load.member && <p className="promo-note">{t("promo.visitor_note")}</p>}
          <PromotionActions promotion={promotion} member={load.member} prize={s.promotions.raffle.prize} />
        </aside>
      </div>
    </div>
  )
}
