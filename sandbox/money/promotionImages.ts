/**
 * `GET /images/promotions/<key>.svg`: the seeded promotions' banners, drawn like the home page's (content/bannerArt,
 * art without words: the page sets the title), with the long cache of the catalogue's art. Only known keys reach the generator.
 */
import { bannerArt } from "../content/bannerArt.ts"
import { sendSvg } from "../games/imageRoutes.ts"
import type { RouteFactory } from "../routes.ts"
import { promotionSeed } from "./promotionSeeds.ts"

const path = /^\/images\/promotions\/([a-z0-9-]{1,40})\.svg$/

/** The image of a promotion by key. */
export const promotionImageUrl = (key: string): string => `/images/promotions/${key}.svg`

export const promotionImages: RouteFactory = () => (req, res, url) => {
  if (req.method !== "GET" && req.method !== "HEAD") return false
  const m = path.exec(url.pathname)
  const seed = m === null ? undefined : promotionSeed(m[1]!)
  if (seed === undefined) return false
  sendSvg(req, res, bannerArt({ key: `promo-${seed.key}`, motif: seed.motif }))
  return true
}
