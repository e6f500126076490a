/**
 * The promotions page (spec section 2 `/promotions`): for a member, every promotion with its activity status (spec
 * section 4) and what it offers now (apply, join, claim), filtered by category; for a visitor, the promotion
 * announcements with an offer to log in. Each card leads to `/promoDetail`. Skeleton cards while loading, a retry
 * when the load failed.
 */
import { useState } from "react"
import { promotionCategories } from "../../../core/projections/promotionAction.ts"
import { Button } from "../../components/Button.tsx"
import { PressedChoices } from "../../components/PressedChoices.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { announcedPromotions } from "../../content/announcedPromotions.ts"
import { PageHero } from "../../content/PageHero.tsx"
import { PromotionCard } from "../../content/PromotionCard.tsx"
import { usePromotions } from "../../content/usePromotions.ts"
import { useT } from "../../i18n/useT.ts"
import { imageUrl } from "../../state/imageUrl.ts"
import "../../content/content.css"
import "../../content/promotions.css"
import { useCore } from "../../state/useCore.ts"

export default function Promo() {
  const t = useT("public")
  const s = useCore()
  const load = usePromotions()
  const [category, setCategory] = useState<string | undefined>(undefined)
  const list = load.member ? s.promotions.list : announcedPromotions(s.content.promotions)
  const categories = promotionCategories(list)
  const shown = category === undefined ? list : list.filter((p) => p.category === category)
  const label = (c: string) => (t.has(`category.${c}`) ? t(`category.${c}`) : c)

  return (
    <div className="content-page">
      <PageHero kicker={t("promo.kicker")} title={t("promo.title")} lead={t("promo.lead")} />
      <div className="row-spread">
        {categories.length > 1 ? (
          <PressedChoices
            className="content-tabs"
            buttonClassName="content-tab"
            legend={t("promo.filter")}
            choices={[[undefined, t("promo.all")], ...categories.map((c) => [c, label(c)] as const)]}
            pressed={category}
            onChoose={setCategory}
          />
        ) : (
          <span />
        )}
        {!load.member && <p className="promo-note">{t("promo.visitor_note")}</p>}
      </div>
      {list.length === 0 && load.status === "loading" ? (
        <div className="tile-grid promo-grid" role="status" aria-label={t("loading")}>
          {[0, 1, 2].map((i) => (
            <div key={i} className="card promo-card">
              <Skeleton height={140} />
              <div className="promo-card-body">
                <Skeleton width="40%" />
                <Skeleton height={24} width="80%" />
                <Skeleton width="60%" />
              </div>
            </div>
          ))}
        </div>
      ) : list.length === 0 && load.status === "failed" ? (
        <div className="empty-box">
          <p role="alert">{t("load_failed")}</p>
          <Button variant="secondary" onClick={load.retry}>
            {t("retry")}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="empty-box">{t("promo.empty")}</p>
      ) : (
        <div className="tile-grid promo-grid">
          {shown.map((p) => (
            <PromotionCard
              key={p.promotionId}
              promotion={p}
              member={load.member}
              image={imageUrl(p.imageUrl, s.settings.imageCdns)}
              href={`/promoDetail?id=${encodeURIComponent(p.promotionId)}`}
              prize={s.promotions.raffle.prize}
            />
          ))}
        </div>
      )}
    </div>
  )
}
