/**
 * The routes of spec section 2 (history mode) with their layout variant and the lazy section that renders them.
 * Each section is its own chunk (spec section 2 "Lazy sections").
 */
import type { ComponentType } from "react"
import type { sectionLoaders } from "./sectionLoaders.ts"

/** Layout variants of spec section 2. */
export type Variant = "full" | "noSideMenu" | "headerOnly" | "contentOnly"

export interface RouteSpec {
  readonly paths: ReadonlyArray<string>
  readonly variant: Variant
  /** Name of the lazy section (spec section 2 list). */
  readonly section: string
  /** The layout string naming the page, for the browser tab's title (DocumentTitle.tsx). */
  readonly title: string
  readonly load: () => Promise<{ default: ComponentType }>
  /** Reachable without a session when the brand's `loginedToHomePage` guard is on. */
  readonly public?: boolean
}

/**
 * A section other than the home page: its loader is in the table of sections (sectionLoaders.ts), a chunk of its own
 * that the composition root fetches once the portal is interactive, so the entry does not carry twenty dynamic
 * imports and their lists of chunks (the first view's byte budget).
 */
const later = (name: keyof typeof sectionLoaders) => (): Promise<{ default: ComponentType }> =>
  prefetchSections().then((m) => m.sectionLoaders[name]())

/** Fetches the table of sections ahead of the first navigation (the composition root, once interactive). */
export const prefetchSections = () => import("./sectionLoaders.ts")

/** The home page's section: the home route and the routes that open a modal over it. */
const home = () => import("../sections/index/Home.tsx")

export const routes: ReadonlyArray<RouteSpec> = [
  {
    paths: ["/", "/index", "/index.html", "/home"],
    title: "home",
    variant: "full",
    section: "index",
    load: home,
  },
  {
    paths: ["/register", "/register.html"],
    title: "title_register",
    variant: "full",
    section: "index",
    load: home,
    public: true,
  },
  {
    paths: ["/login"],
    title: "title_login",
    variant: "full",
    section: "index",
    load: home,
    public: true,
  },
  // Our addition: the link of the recovery email, which opens the forgot-password modal on its code step.
  {
    paths: ["/reset-password"],
    title: "title_reset_password",
    variant: "full",
    section: "index",
    load: home,
    public: true,
  },
  { paths: ["/vip"], title: "vip", variant: "full", section: "Vip", load: later("vip") },
  {
    paths: ["/pointMall"],
    title: "point_mall",
    variant: "noSideMenu",
    section: "pointMall",
    load: later("pointMall"),
  },
  {
    paths: ["/lottery"],
    title: "category.ELOTT",
    variant: "headerOnly",
    section: "lottery",
    load: later("lottery"),
  },
  {
    paths: ["/Vnlottery"],
    title: "title_vn_lottery",
    variant: "headerOnly",
    section: "vnlottery",
    load: later("vnLottery"),
  },
  { paths: ["/elott"], title: "category.ELOTT", variant: "full", section: "elott", load: later("elott") },
  { paths: ["/live"], title: "category.LIVE", variant: "full", section: "live", load: later("live") },
  { paths: ["/sports"], title: "category.SPORTS", variant: "full", section: "sports", load: later("sports") },
  { paths: ["/rng"], title: "category.RNG", variant: "full", section: "egame", load: later("egame") },
  { paths: ["/fish"], title: "category.FISH", variant: "full", section: "fish", load: later("fish") },
  { paths: ["/pvp"], title: "category.PVP", variant: "full", section: "pvp", load: later("pvp") },
  { paths: ["/esports"], title: "category.ESPORTS", variant: "full", section: "esports", load: later("esports") },
  { paths: ["/promotions"], title: "promotions", variant: "full", section: "promo", load: later("promo") },
  {
    paths: ["/promoDetail"],
    title: "promotions",
    variant: "full",
    section: "promoDetail",
    load: later("promoDetail"),
  },
  {
    paths: ["/seamless"],
    title: "title_game",
    variant: "headerOnly",
    section: "seamless",
    load: later("seamless"),
  },
  { paths: ["/help"], title: "help", variant: "full", section: "help", load: later("help") },
  {
    paths: ["/helpmc"],
    title: "help",
    variant: "contentOnly",
    section: "help",
    load: later("help"),
    public: true,
  },
  { paths: ["/down"], title: "download", variant: "full", section: "download", load: later("download") },
  {
    paths: ["/download"],
    title: "download",
    variant: "full",
    section: "download",
    load: later("download"),
    public: true,
  },
  { paths: ["/join"], title: "join_us", variant: "full", section: "joinus", load: later("joinUs") },
  {
    paths: ["/responsible-gaming"],
    title: "responsible_gaming",
    variant: "full",
    section: "responsibleGaming",
    load: later("responsibleGaming"),
  },
  {
    paths: ["/game"],
    title: "title_game",
    variant: "headerOnly",
    section: "byIframe",
    load: later("byIframe"),
  },
]

/** The route of a path, if any. */
export const routeOf = (path: string): RouteSpec | undefined => routes.find((r) => r.paths.includes(path))

/** Paths reachable without a session under the login guard (spec section 2: /login, /register, /register.html,
 * /helpmc and /download). */
export const publicPaths: ReadonlySet<string> = new Set(routes.filter((r) => r.public === true).flatMap((r) => r.paths))
