/**
 * A game or vendor image (spec section 8: "Failed image load: default game icon, one attempt"; section 9: "Lazy-load:
 * preload factor 1.3, ... attempts configured 1, ... threshold 0.1"): the image is asked for only once it comes within
 * 1.3 screens of view (an IntersectionObserver whose root margin adds the 0.3 screen below and above, threshold 0.1),
 * with a still placeholder until then (out of sight: see ui/styles/base.css); a failed load shows the default icon once; if that fails too, the image
 * hides. Without IntersectionObserver, or when `eager`, the image loads at once.
 */
import { useCallback, useEffect, useRef, useState } from "react"

/** The portal's default game icon. */
export const defaultGameIcon = "/default-game.svg"

/** Spec section 9: an image loads when within this many screen heights. */
export const preloadFactor = 1.3

/** Spec section 9: the share of the image that must be within reach. */
export const lazyThreshold = 0.1

/** The observer's root margin for the preload factor: the extra share of the screen around the view. */
export const lazyRootMargin = `${Math.round((preloadFactor - 1) * 100)}% 0px`

export interface GameImageProps {
  readonly src: string | undefined
  readonly alt: string
  readonly width?: number
  readonly height?: number
  readonly className?: string
  /** Load at once (above the fold) rather than lazily. */
  readonly eager?: boolean
}

/** The image. */
export function GameImage({ src, alt, width, height, className = "", eager = false }: GameImageProps) {
  const [attempt, setAttempt] = useState(0)
  const [near, setNear] = useState(eager || typeof IntersectionObserver === "undefined")
  const observer = useRef<IntersectionObserver | undefined>(undefined)

  // A new address starts over (a reused card shows another game).
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetting on a new `src` is the point.
  useEffect(() => setAttempt(0), [src])

  // Observes whichever placeholder element is mounted (a callback ref: a replaced element is observed again).
  const holder = useCallback((node: HTMLSpanElement | null) => {
    observer.current?.disconnect()
    observer.current = undefined
    if (node === null) return
    const o = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          o.disconnect()
          setNear(true)
        }
      },
      { rootMargin: lazyRootMargin, threshold: lazyThreshold },
    )
    o.observe(node)
    observer.current = o
  }, [])
  useEffect(() => () => observer.current?.disconnect(), [])

  const url = attempt === 0 && src !== undefined ? src : attempt <= 1 ? defaultGameIcon : undefined
  if (url === undefined) return null
  if (!near) {
    return (
      <span
        ref={holder}
        className={`skeleton skeleton-waiting game-image-pending ${className}`.trim()}
        aria-hidden="true"
        style={{
          display: "block",
          width: width ?? "100%",
          aspectRatio: width && height ? `${width} / ${height}` : undefined,
        }}
      />
    )
  }
  return (
    <img
      className={className}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setAttempt((a) => (a === 0 && src === undefined ? 2 : a + 1))}
    />
  )
}
