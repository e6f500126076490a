/**
 * `GET /images/{vendors,games,lottery,banners,rewards}/<code>.svg`: the generated artwork of the catalogue,
 * the banners and the points mall's rewards, served as `image/svg+xml` with a long cache (the art of a code never changes within a release). An
 * unknown code is a 404; nothing but known codes reaches the generators.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { bannerSeeds, promotionArt } from "../content/announcementsSeed.ts"
import { bannerArt } from "../content/bannerArt.ts"
import { rewardArt } from "../money/rewardArt.ts"
import { rewardSeeds } from "../money/seedRewards.ts"
import type { RouteFactory } from "../routes.ts"
import { vendorByCode } from "../seed/vendors.ts"
import { gameArt, lotteryArt, vendorArt } from "./artwork.ts"
import { gameByCode } from "./catalogue.ts"
import { lotteryByCode } from "./lottery/menus.ts"

const path = /^\/images\/(vendors|games|lottery|banners|rewards)\/([A-Za-z0-9_-]{1,40})\.svg$/

const cache = new Map<string, string>()

const artOf = (kind: string, code: string): string | undefined => {
  switch (kind) {
    case "vendors": {
      const v = vendorByCode(code)
      return v === undefined ? undefined : vendorArt(v)
    }
    case "games": {
      const g = gameByCode(code)
      return g === undefined ? undefined : gameArt(g)
    }
    case "lottery": {
      const g = lotteryByCode(code)
      return g === undefined ? undefined : lotteryArt(g)
    }
    case "rewards": {
      const r = rewardSeeds.find((x) => x.key === code)
      return r === undefined ? undefined : rewardArt(r.key, r.picture, r.name)
    }
    default: {
      const b = bannerSeeds.find((x) => x.key === code) ?? promotionArt.find((x) => x.key === code)
      return b === undefined ? undefined : bannerArt(b)
    }
  }
}

/** Sends an SVG with the long cache. */
export const sendSvg = (req: IncomingMessage, res: ServerResponse, svg: string): void => {
  res.writeHead(200, {
    "Content-Type": "image/svg+xml",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Length": Buffer.byteLength(svg),
  })
  res.end(req.method === "HEAD" ? undefined : svg)
}

export const imageRoutes: RouteFactory = () => (req, res, url) => {
  if (!url.pathname.startsWith("/images/") || (req.method !== "GET" && req.method !== "HEAD")) return false
  const m = path.exec(url.pathname)
  if (m === null) return false
  const key = `${m[1]}/${m[2]}`
  let svg = cache.get(key)
  if (svg === undefined) {
    svg = artOf(m[1]!, m[2]!)
    if (svg === undefined) return false
    cache.set(key, svg)
  }
  sendSvg(req, res, svg)
  return true
}
