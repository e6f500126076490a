/**
 * Whether an element has come near the view (once true, stays true): the home page's blocks below the fold start
 * their work (QR codes, the speed test) only when the visitor scrolls to them, so none competes with the first paint.
 * Without IntersectionObserver the element counts as in view at once.
 */
import { type RefObject, useEffect, useRef, useState } from "react"

/**
 * A ref for the element and whether it has come within `margin` of the view; watched only while `watching` (a page
 * still laying out, its blocks above waiting for their answers, has its lower space nearer the view than it will be).
 */
export function useInView<E extends Element>(
  margin = "200px 0px",
  watching = true,
): readonly [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null)
  const [seen, setSeen] = useState(typeof IntersectionObserver === "undefined")
  useEffect(() => {
    const node = ref.current
    if (seen || node === null || !watching) return
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true)
          io.disconnect()
        }
      },
      { rootMargin: margin },
    )
    io.observe(node)
    return () => io.disconnect()
  }, [seen, margin, watching])
  return [ref, seen] as const
}
