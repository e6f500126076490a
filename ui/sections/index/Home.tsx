/**
 * The home page (spec section 2 "Home page: app-download QR tutorial, winner board, advantages, mirror-site speed
 * test"; section 3 announcements): the banner carousel (its first image the page's largest paint), the player notices
 * opening the notice modal, one tile per game category with its vendors' artwork (each leads to its page, or launches
 * the only vendor), the hot games, the winner board beside the mirror speed test, the app-download tutorial, the
 * advantages, and the popup notice once per session. The announcements load as soon as the page mounts (the session
 * cache answers a return visit), again when the login changes. The blocks below the fold are a lazy chunk
 * (ui/home/HomeMore.tsx) asked for once the portal is interactive and the visitor comes within 200 px of their
 * reserved space; the popup notice (ui/popupNotice/) and "Play for fun" on the hot slots (ui/hotFun/HotFun.tsx) are
 * chunks of their own, asked for once the portal is interactive.
 */
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react"
import { useSnapshot } from "valtio"
import { gameIcon, gameTitle } from "../../../core/model/GameItem.ts"
import { homeBanners } from "../../../core/projections/homeBanners.ts"
import { headerCategories } from "../../../core/state/slices/catalogue.ts"
import { launch } from "../../actions/games.ts"
import { loadHomeAnnouncements } from "../../actions/home.ts"
import { loadHotGames } from "../../actions/hotGames.ts"
import { boot } from "../../app/boot.ts"
import { useHash } from "../../app/ScrollOnNavigate.tsx"
import { useInteractive } from "../../app/useInteractive.ts"
import { GameImage } from "../../components/GameImage.tsx"
import { SkeletonItems } from "../../components/Skeleton.tsx"
import { useInView } from "../../home/useInView.ts"
import { useT } from "../../i18n/useT.ts"
import { CategoryIcon } from "../../layout/CategoryIcon.tsx"
import { imageUrl } from "../../state/imageUrl.ts"
import { BannerCarousel } from "./BannerCarousel.tsx"
import { NoticeStrip } from "./NoticeStrip.tsx"
import "./Home.css"
import { useCore } from "../../state/useCore.ts"

const HomeMore = lazy(() => import("../../home/HomeMore.tsx"))
const HotFun = lazy(() => import("../../hotFun/HotFun.tsx"))
const PopupNotice = lazy(() => import("../../popupNotice/PopupNotice.tsx"))

/** A block of the page: its title over a grid of tiles, six placeholders while the tiles are loading. */
function HomeBlock({
  id,
  titleId,
  title,
  listClassName,
  loading,
  skeletonHeight,
  children,
}: {
  readonly id?: string
  readonly titleId: string
  readonly title: string
  readonly listClassName: string
  readonly loading: boolean
  readonly skeletonHeight: number
  readonly children: ReactNode
}) {
  return (
    <section id={id} className="home-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-title">
        {title}
      </h2>
      <ul className={`tile-grid ${listClassName}`}>
        {loading ? <SkeletonItems count={6} height={skeletonHeight} /> : children}
      </ul>
    </section>
  )
}

export default function Home() {
  const t = useT("home")
  const tl = useT("layout")
  const s = useCore()
  const categories = headerCategories(s.catalogue)
  const hot = s.catalogue.hot.slice(0, 12)
  const cdns = s.settings.imageCdns
  const languageReady = s.language.loaded

  const loggedIn = s.session.loggedIn
  const [announced, setAnnounced] = useState(false)
  const later = useInteractive()
  // The lower blocks' space, watched 200 px ahead once the page above has its answers (interactive): their chunk is
  // asked for as the visitor scrolls towards them.
  const [lowerBlocks, nearLowerBlocks] = useInView<HTMLDivElement>("200px 0px", later)
  // A link to a block of the page (`/#home-speed-title`) brings the lower blocks at once, so it can land on its block.
  const hash = useHash()
  const [linked, setLinked] = useState(false)
  if (hash.length > 1 && !linked) setLinked(true)
  const { firstBanner } = useSnapshot(boot)

  useEffect(() => {
    if (languageReady) void loadHotGames()
  }, [languageReady])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a login or language change asks for the announcements again.
  useEffect(() => {
    let live = true
    void loadHomeAnnouncements().finally(() => {
      if (live) setAnnounced(true)
    })
    return () => {
      live = false
    }
  }, [loggedIn, s.language.current])

  return (
    <div className="home">
      <h1 className="visually-hidden">{t("hero_title")}</h1>
      <BannerCarousel
        banners={homeBanners(s.content.banners)}
        cdns={cdns}
        loading={!announced}
        firstFrame={firstBanner}
      />
      <NoticeStrip notices={s.content.notices} loading={!announced} />

      <HomeBlock
        id="home-games"
        titleId="home-categories-title"
        title={t("categories")}
        listClassName="home-categories"
        loading={categories.length === 0}
        skeletonHeight={150}
      >
        {categories.map((c) => (
          <li key={c.category}>
            <button
              type="button"
              className="card home-category"
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
                    <GameImage key={v.vassalage} src={imageUrl(v.lagerIcon, cdns)} alt="" width={40} height={24} />
                  ))}
                </span>
              </span>
            </button>
          </li>
        ))}
      </HomeBlock>

      <HomeBlock
        titleId="home-hot-title"
        title={t("hot_games")}
        listClassName="home-hot"
        loading={hot.length === 0}
        skeletonHeight={140}
      >
        {hot.map((g) => (
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
            {later && g.freeplay === true && (
              <Suspense fallback={null}>
                <HotFun game={g} />
              </Suspense>
            )}
          </li>
        ))}
      </HomeBlock>

      {later && (nearLowerBlocks || linked) ? (
        <Suspense fallback={<div className="home-more-placeholder" />}>
          <HomeMore />
        </Suspense>
      ) : (
        <div className="home-more-placeholder" ref={lowerBlocks} />
      )}
      {later && (
        <Suspense fallback={null}>
          <PopupNotice ready={announced} loggedIn={loggedIn} />
        </Suspense>
      )}
    </div>
  )
}
