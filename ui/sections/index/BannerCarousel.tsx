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
 *
 * Which slide shows is written into the DOM (`show`: the track's offset, which slide is exposed, which dot is
 * current), not rendered: the carousel turns 14,400 times in a day, and a render per turn for as long as the tab is
 * open keeps React's reconciler hot enough for V8 to compile it to machine code the page then holds
 * (scripts/bench/uiLongSession.ts). React renders the slides and controls; the slide shown is the carousel's own.
 */
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react"
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

/** Shows slide `index` of the carousel whose track and dots are given: the DOM is the carousel's state of what shows. */
const show = (track: HTMLElement | null, dots: HTMLElement | null, index: number): void => {
  if (track === null) return
  track.style.transform = `translateX(-${index * 100}%)`
  Array.from(track.children).forEach((slide, i) => {
    if (i === index) {
      slide.removeAttribute("aria-hidden")
      slide.removeAttribute("inert")
    } else {
      slide.setAttribute("aria-hidden", "true")
      slide.setAttribute("inert", "")
    }
  })
  if (dots !== null)
    Array.from(dots.children).forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true")
      else dot.removeAttribute("aria-current")
    })
}

/** The carousel. */
export function BannerCarousel({ banners, cdns, loading, firstFrame }: BannerCarouselProps) {
  const t = useT("home")
  const [paused, setPaused] = useState(reducedMotion)
  const [held, setHeld] = useState(false)
  const total = banners.length
  const track = useRef<HTMLDivElement>(null)
  const dots = useRef<HTMLDivElement>(null)
  /** The slide shown. */
  const current = useRef(0)
  /** Starts the wait for the next turn again (a move by hand); set while the carousel turns by itself. */
  const rewait = useRef<() => void>(() => {})

  const go = (i: number) => {
    if (total === 0) return
    current.current = ((i % total) + total) % total
    show(track.current, dots.current, current.current)
    rewait.current()
  }

  // After every render (new banners, the controls shown): the DOM shows the current slide, within the banners.
  useLayoutEffect(() => {
    current.current = total === 0 ? 0 : Math.min(current.current, total - 1)
    show(track.current, dots.current, current.current)
  })

  useEffect(() => {
    if (paused || held || total < 2) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const wait = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        current.current = (current.current + 1) % total
        show(track.current, dots.current, current.current)
        wait()
      }, turnMs)
    }
    wait()
    rewait.current = wait
    return () => {
      clearTimeout(timer)
      rewait.current = () => {}
    }
  }, [paused, held, total])

  const onKeyDown = (e: KeyboardEvent) => {
    if (total < 2) return
    if (e.key === "ArrowRight") go(current.current + 1)
    else if (e.key === "ArrowLeft") go(current.current - 1)
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
        <div className="banners-track" ref={track} aria-live="off">
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
          <button
            type="button"
            className="banners-arrow"
            aria-label={t("banner_prev")}
            onClick={() => go(current.current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="banners-dots" ref={dots}>
            {banners.map((b, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
                key={`${b.url}-${i}`}
                type="button"
                className="banners-dot"
                aria-label={t("banner_show", { n: i + 1 })}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="banners-arrow"
            aria-label={t("banner_next")}
            onClick={() => go(current.current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  )
}
