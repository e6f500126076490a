/**
 * The routes of spec section 2 (history mode) with their layout variant and the lazy section that renders them.
 * Each section is its own chunk (spec section 2 "Lazy sections").
 */
import type { ComponentType } from "react"

/** Layout variants of spec section 2. */
export type Variant = "full" | "noSideMenu" | "headerOnly" | "contentOnly"

export interface RouteSpec {
  readonly paths: ReadonlyArray<string>
  readonly variant: Variant
  /** Name of the lazy section (spec section 2 list). */
  readonly section: string
  readonly load: () => Promise<{ default: ComponentType }>
  /** Reachable without a session when the brand's `loginedToHomePage` guard is on. */
  readonly public?: boolean
}

export const routes: ReadonlyArray<RouteSpec> = [
  {
    paths: ["/", "/index", "/index.html", "/home"],
    variant: "full",
    section: "index",
    load: () => import("../sections/index/Home.tsx"),
  },
  {
    paths: ["/register", "/register.html"],
    variant: "full",
    section: "index",
    load: () => import("../sections/index/Home.tsx"),
    public: true,
  },
  {
    paths: ["/login"],
    variant: "full",
    section: "index",
    load: () => import("../sections/index/Home.tsx"),
    public: true,
  },
  { paths: ["/vip"], variant: "full", section: "Vip", load: () => import("../sections/vip/Vip.tsx") },
  {
    paths: ["/pointMall"],
    variant: "noSideMenu",
    section: "pointMall",
    load: () => import("../sections/pointMall/PointMall.tsx"),
  },
  {
    paths: ["/lottery"],
    variant: "headerOnly",
    section: "lottery",
    load: () => import("../sections/lottery/Lottery.tsx"),
  },
  {
    paths: ["/Vnlottery"],
    variant: "headerOnly",
    section: "vnlottery",
    load: () => import("../sections/vnlottery/VnLottery.tsx"),
  },
  { paths: ["/elott"], variant: "full", section: "elott", load: () => import("../sections/elott/Elott.tsx") },
  { paths: ["/live"], variant: "full", section: "live", load: () => import("../sections/live/Live.tsx") },
  { paths: ["/sports"], variant: "full", section: "sports", load: () => import("../sections/sports/Sports.tsx") },
  { paths: ["/rng"], variant: "full", section: "egame", load: () => import("../sections/egame/Egame.tsx") },
  { paths: ["/fish"], variant: "full", section: "fish", load: () => import("../sections/fish/Fish.tsx") },
  { paths: ["/pvp"], variant: "full", section: "pvp", load: () => import("../sections/pvp/Pvp.tsx") },
  { paths: ["/esports"], variant: "full", section: "esports", load: () => import("../sections/esports/Esports.tsx") },
  { paths: ["/promotions"], variant: "full", section: "promo", load: () => import("../sections/promo/Promo.tsx") },
  {
    paths: ["/promoDetail"],
    variant: "full",
    section: "promoDetail",
    load: () => import("../sections/promoDetail/PromoDetail.tsx"),
  },
  {
    paths: ["/seamless"],
    variant: "headerOnly",
    section: "seamless",
    load: () => import("../sections/seamless/Seamless.tsx"),
  },
  { paths: ["/help"], variant: "full", section: "help", load: () => import("../sections/help/Help.tsx") },
  {
    paths: ["/helpmc"],
    variant: "contentOnly",
    section: "help",
    load: () => import("../sections/help/Help.tsx"),
    public: true,
  },
  { paths: ["/down"], variant: "full", section: "download", load: () => import("../sections/download/Download.tsx") },
  {
    paths: ["/download"],
    variant: "full",
    section: "download",
    load: () => import("../sections/download/Download.tsx"),
    public: true,
  },
  { paths: ["/join"], variant: "full", section: "joinus", load: () => import("../sections/joinus/JoinUs.tsx") },
  {
    paths: ["/game"],
    variant: "headerOnly",
    section: "byIframe",
    load: () => import("../sections/byIframe/ByIframe.tsx"),
  },
]

/** The route of a path, if any. */
export const routeOf = (path: string): RouteSpec | undefined => routes.find((r) => r.paths.includes(path))

/** Paths reachable without a session under the login guard (spec section 2: /login, /register, /register.html,
 * /helpmc and /download). */
export const publicPaths: ReadonlySet<string> = new Set(routes.filter((r) => r.public === true).flatMap((r) => r.paths))
