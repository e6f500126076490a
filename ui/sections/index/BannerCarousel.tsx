/**
 * The home page's banner carousel (spec section 3 "Announcement content: banners"; core's `homeBanners` chooses them,
 * `bannerTarget` says where a click leads). Accessible as the WAI-ARIA carousel pattern: a labelled region of slides
 * ("2 of 5"), previous and next buttons, one labelled button per slide, and a pause button; it turns by itself every
 * `turnMs` unless paused, hovered, focused, or the visitor prefers reduced motion; arrow keys turn it too. Only the
 * current slide is exposed to assistive technology and the keyboard.
 *
 * Until the platform's banners arrive (or when it has none) the frame shows the brand's mark, as index.html painted
 * it before any script ran (ui/styles/firstFrame.css), so the first view does not wait for the platform to show the
 * page's hero; when the served page painted the first banner itself (a server that knows the brand's banners:
 * ui/app/firstFrame.ts), the frame keeps that image instead, so it is painted once. The first banner loads at once with `fetchpriority="high"` and a fixed size (the frame keeps the 3:1
 * shape, so nothing shifts); the others load lazily.
 *
 * A banner that carries its words (title, line, call to action, in the member's language) has them set as text in
 * its text zone, the left `bannerTextZone` of the frame that its art leaves empty: the zone is that wide and clips
 * what does not fit, so text never runs under the art; the image is then decorative. The call to action shows only
 * on a banner a click follows, inside the button that follows it.
 */
import { type KeyboardEvent, useEffect, useState } from "react"
import { type Banner, bannerTextZone } from "../../../core/model/Announcements.ts"
import { followBanner } from "../../actions/home.ts"
import { useT } from "../../i18n/useT.ts"
import { imageUrl } from "../../state/imageUrl.ts"
import "./BannerCarousel.css"

/** How long a slide stays before the next, in milliseconds. */
export const turnMs = 6000

/** The brand's mark, the frame's default banner (the same text index.html paints first: ui/index.html). */
export const brandMark = "ARENA"

/** The intrinsic size of a banner (the platform's banners are 3:1). */
const bannerWidth = 1200
const bannerHeight = 400

export interface BannerCarouselProps {
  readonly banners: ReadonlyArray<Banner>
  readonly cdns: ReadonlyArray<string>
  /** Still loading: the frame shows its shape. */
  readonly loading: boolean
  /**
   * The banner image the page's first frame painted (ui/app/firstFrame.ts): kept, in the same place, while the
   * banners load, so the page's largest paint happens once, before the app has started.
   */
  readonly firstFrame?: string | undefined
}

const reducedMotion = (): boolean =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches

/** The carousel. */
export function BannerCarousel({ banners, cdns, loading, firstFrame }: BannerCarouselProps) {
  const t = useT("home")
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(reducedMotion)
  const [held, setHeld] = useState(false)
  const total = banners.length
  const index = total === 0 ? 0 : Math.min(current, total - 1)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a move by hand (a new `index`) restarts the wait.
  useEffect(() => {
    if (paused || held || total < 2) return
    const timer = setTimeout(() => setCurrent((i) => (i + 1) % total), turnMs)
    return () => clearTimeout(timer)
  }, [paused, held, total, index])

  const go = (i: number) => setCurrent(((i % total) + total) % total)
  const onKeyDown = (e: KeyboardEvent) => {
    if (total < 2) return
    if (e.key === "ArrowRight") go(index + 1)
    else if (e.key === "ArrowLeft") go(index - 1)
    else return
    e.preventDefault()
  }

  if (total === 0) {
    return (
      <section className="banners" aria-label={t("banners_label")} aria-busy={loading}>
        {loading && firstFrame !== undefined ? (
          <div className="banners-frame">
            <img className="banners-first" src={firstFrame} alt="" fetchPriority="high" decoding="sync" />
          </div>
        ) : (
          <div className={`banners-frame ${loading ? "banners-frame-loading" : "banners-frame-empty"}`}>
            <p className="banners-mark" aria-hidden="true">
              {brandMark}
            </p>
          </div>
        )}
      </section>
    )
  }

  return (
    <section
      className="banners"
      aria-roledescription={t("banners_carousel")}
      aria-label={t("banners_label")}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false)
      }}
    >
      <div className="banners-frame">
        <div className="banners-track" style={{ transform: `translateX(-${index * 100}%)` }} aria-live="off">
          {banners.map((b, i) => {
            const label = t("banner_slide", { n: i + 1, total })
            const src = imageUrl(b.url, cdns)
            const linked = (b.linkageType ?? "") !== ""
            const title = b.title ?? ""
            const words =
              title === "" ? null : (
                <span className="banners-text" style={{ width: `${bannerTextZone * 100}%` }}>
                  <span className="banners-title">{title}</span>
                  {(b.subtitle ?? "") !== "" && <span className="banners-subtitle">{b.subtitle}</span>}
                  {linked && (b.action ?? "") !== "" && <span className="banners-action">{b.action}</span>}
                </span>
              )
            const img = (
              <img
                src={src}
                alt={words === null ? t("banner_alt", { n: i + 1 }) : ""}
                width={bannerWidth}
                height={bannerHeight}
                loading={i === 0 ? "eager" : "lazy"}
                decoding={i === 0 ? "sync" : "async"}
                fetchPriority={i === 0 ? "high" : "low"}
                draggable={false}
              />
            )
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group, not a fieldset.
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional (two may share an image).
                key={`${b.url}-${i}`}
                className="banners-slide"
                role="group"
                aria-roledescription={t("banner_slide_role")}
                aria-label={label}
                aria-hidden={i === index ? undefined : true}
                inert={i !== index}
              >
                {linked ? (
                  <button type="button" className="banners-link" onClick={() => void followBanner(b)}>
                    {img}
                    {words}
                  </button>
                ) : (
                  <>
                    {img}
                    {words}
                  </>
                )}
              </div>
            )
          })}
        </div>
      </div>
      {total > 1 && (
        <div className="banners-controls">
          <button
            type="button"
            className="banners-pause"
            aria-label={paused ? t("banner_play") : t("banner_pause")}
            onClick={() => setPaused((p) => !p)}
          >
            <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
          </button>
          <button type="button" className="banners-arrow" aria-label={t("banner_prev")} onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className="banners-dots">
            {banners.map((b, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
                key={`${b.url}-${i}`}
                type="button"
                className="banners-dot"
                aria-label={t("banner_show", { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="banners-arrow" aria-label={t("banner_next")} onClick={() => go(index + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  )
}
