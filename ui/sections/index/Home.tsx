/**
 * The home page (spec section 2), shell part: a hero with the brand's call to play, one tile per game category with
 * its vendors' artwork (each leads to its page, or launches the only vendor), and the hot games. The home's other
 * blocks (notices, winner board, app-download tutorial, advantages, speed test) belong to the sections issue.
 */
import { useEffect } from "react"
import { useSnapshot } from "valtio"
import { gameIcon, gameTitle } from "../../../core/model/GameItem.ts"
import { canRegister } from "../../../core/permissions/features.ts"
import type { State } from "../../../core/state/State.ts"
import { headerCategories } from "../../../core/state/slices/catalogue.ts"
import { launch, loadHotGames } from "../../actions/games.ts"
import { openModal } from "../../actions/modals.ts"
import { Button } from "../../components/Button.tsx"
import { GameImage } from "../../components/GameImage.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { useT } from "../../i18n/useT.ts"
import { CategoryIcon } from "../../layout/CategoryIcon.tsx"
import { imageUrl } from "../../state/imageUrl.ts"
import { view } from "../../state/mirror.ts"
import "./Home.css"

export default function Home() {
  const t = useT("home")
  const tl = useT("layout")
  const s = useSnapshot(view) as unknown as State
  const categories = headerCategories(s.catalogue)
  const hot = s.catalogue.hot.slice(0, 12)
  const cdns = s.settings.imageCdns
  const languageReady = s.language.loaded

  useEffect(() => {
    if (languageReady) void loadHotGames()
  }, [languageReady])

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="home-hero-text">
          <p className="home-kicker">{t("kicker")}</p>
          <h1 id="home-hero-title">{t.ready ? t("hero_title") : <Skeleton width="80%" height={40} />}</h1>
          <p className="home-hero-lead">{t("hero_lead")}</p>
          <div className="home-hero-actions">
            {!s.session.loggedIn && canRegister(s) && (
              <Button variant="primary" size="lg" onClick={() => openModal("register")}>
                {t("join_now")}
              </Button>
            )}
            <Button
              variant="secondary"
              size="lg"
              onClick={() => document.getElementById("home-games")?.scrollIntoView({ behavior: "smooth" })}
            >
              {t("browse_games")}
            </Button>
          </div>
        </div>
        <div className="home-hero-art" aria-hidden="true">
          {categories.slice(0, 3).map((c, i) => (
            <div key={c.category} className={`home-hero-card home-hero-card-${i}`}>
              <GameImage src={imageUrl(c.vendors[0]?.lagerIcon, cdns)} alt="" width={220} height={132} eager />
            </div>
          ))}
        </div>
      </section>

      <section id="home-games" className="home-block" aria-labelledby="home-categories-title">
        <h2 id="home-categories-title" className="home-title">
          {t("categories")}
        </h2>
        <ul className="home-categories">
          {categories.length === 0
            ? [1, 2, 3, 4, 5, 6].map((i) => (
                <li key={i}>
                  <Skeleton height={150} />
                </li>
              ))
            : categories.map((c) => (
                <li key={c.category}>
                  <button
                    type="button"
                    className="home-category"
                    onClick={() => void launch({ _tag: "Category", category: c.category })}
                  >
                    <span className="home-category-art">
                      <GameImage src={imageUrl(c.vendors[0]?.lagerIcon, cdns)} alt="" width={300} height={180} />
                    </span>
                    <span className="home-category-name">
                      <CategoryIcon name={c.category} />
                      {tl(`category.${c.category}`)}
                    </span>
                    <span className="home-category-foot">
                      <span className="home-category-count">{t("vendor_count", { count: c.vendors.length })}</span>
                      <span className="home-category-vendors" aria-hidden="true">
                        {c.vendors.slice(1, 4).map((v) => (
                          <GameImage
                            key={v.vassalage}
                            src={imageUrl(v.lagerIcon, cdns)}
                            alt=""
                            width={40}
                            height={24}
                          />
                        ))}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
        </ul>
      </section>

      <section className="home-block" aria-labelledby="home-hot-title">
        <h2 id="home-hot-title" className="home-title">
          {t("hot_games")}
        </h2>
        <ul className="home-hot">
          {hot.length === 0
            ? [1, 2, 3, 4, 5, 6].map((i) => (
                <li key={i}>
                  <Skeleton height={140} />
                </li>
              ))
            : hot.map((g) => (
                <li key={`${g.vassalage}-${g.nodeId}`}>
                  <button
                    type="button"
                    className="home-game"
                    onClick={() => void launch({ _tag: "Game", vendor: g.vassalage ?? "", game: g })}
                  >
                    <GameImage src={imageUrl(gameIcon(g), cdns)} alt="" width={200} height={134} />
                    <span className="home-game-name">{gameTitle(g)}</span>
                    <span className="home-game-vendor">{g.vassalage}</span>
                  </button>
                </li>
              ))}
        </ul>
      </section>
    </div>
  )
}
