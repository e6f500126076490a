/**
 * A game or vendor image (spec section 8: "Failed image load: default game icon, one attempt"): a failed load shows
 * the default icon once; if that fails too, the image hides. Lazy-loaded by the browser below the fold.
 */
import { useState } from "react"

/** The portal's default game icon. */
export const defaultGameIcon = "/default-game.svg"

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
  const url = attempt === 0 && src !== undefined ? src : attempt <= 1 ? defaultGameIcon : undefined
  if (url === undefined) return null
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
