/**
 * Lazy sections with the spec's chunk timeout (spec section 9: 120000 ms; section 8: "chunk load failure after
 * 120 s"): a section whose chunk has not arrived by then fails with `ChunkTimeout`, which the error boundary shows
 * with a retry; the retry forgets the failed loader so the chunk is asked for again.
 */
import { type ComponentType, lazy } from "react"

export const chunkTimeoutMs = 120_000

export class ChunkTimeout extends Error {
  constructor(readonly section: string) {
    super(`chunk ${section} did not load within ${chunkTimeoutMs} ms`)
  }
}

/** Races a chunk import against the timeout. */
export const withTimeout = <T>(section: string, load: () => Promise<T>, ms = chunkTimeoutMs): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeout(section)), ms)
    load().then(
      (m) => {
        clearTimeout(timer)
        resolve(m)
      },
      (e: unknown) => {
        clearTimeout(timer)
        reject(e)
      },
    )
  })

const cache = new Map<string, ComponentType>()

/** The lazy component of a section, made once per section and loader. */
export const lazySection = (
  key: string,
  section: string,
  load: () => Promise<{ default: ComponentType }>,
  ms = chunkTimeoutMs,
): ComponentType => {
  let c = cache.get(key)
  if (c === undefined) {
    c = lazy(() => withTimeout(section, load, ms))
    cache.set(key, c)
  }
  return c
}

/**
 * Loads a section's chunk now and, once it is here, keeps its component itself under `key`, so the section's first
 * render does not suspend: the composition root waits for it while the home page's first frame is up
 * (firstFrame.ts), so the frame gives way to the section, not to the progress placeholder first. Until then the key
 * holds a lazy component of the same load, so a render that does not wait (or follows a failure) shares its outcome
 * instead of asking again.
 */
export const preloadSection = async (
  key: string,
  section: string,
  load: () => Promise<{ default: ComponentType }>,
  ms = chunkTimeoutMs,
): Promise<void> => {
  const loading = withTimeout(section, load, ms)
  const pending = lazy(() => loading)
  if (!cache.has(key)) cache.set(key, pending)
  const m = await loading
  if (cache.get(key) === pending) cache.set(key, m.default)
}

/** Forgets every lazy component, so the next render asks for the chunks again (the retry after a failure). */
export const forgetSections = (): void => cache.clear()
