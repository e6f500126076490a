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
  import("./sectionLoaders.ts").then((m) => m.sectionLoaders[name]())

/** Fetches the table of sections ahead of the first navigation (the composition root, once interactive). */
export const prefetchSections = (): Promise<unknown> => import("./sectionLoaders.ts")

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
  // Our addition: the link of the recovery email, which opens the forgot-password modal on its code step.
  {
    paths: ["/reset-password"],
    variant: "full",
    section: "index",
    load: () => import("../sections/index/Home.tsx"),
    public: true,
  },
  { paths: ["/vip"], variant: "full", section: "Vip", load: later("vip") },
  {
    paths: ["/pointMall"],
    variant: "noSideMenu",
    section: "pointMall",
    load: later("pointMall"),
  },
  {
    paths: ["/lottery"],
    variant: "headerOnly",
    section: "lottery",
    load: later("lottery"),
  },
  {
    paths: ["/Vnlottery"],
    variant: "headerOnly",
    section: "vnlottery",
    load: later("vnLottery"),
  },
  { paths: ["/elott"], variant: "full", section: "elott", load: later("elott") },
  { paths: ["/live"], variant: "full", section: "live", load: later("live") },
  { paths: ["/sports"], variant: "full", section: "sports", load: later("sports") },
  { paths: ["/rng"], variant: "full", section: "egame", load: later("egame") },
  { paths: ["/fish"], variant: "full", section: "fish", load: later("fish") },
  { paths: ["/pvp"], variant: "full", section: "pvp", load: later("pvp") },
  { paths: ["/esports"], variant: "full", section: "esports", load: later("esports") },
  { paths: ["/promotions"], variant: "full", section: "promo", load: later("promo") },
  {
    paths: ["/promoDetail"],
    variant: "full",
    section: "promoDetail",
    load: later("promoDetail"),
  },
  {
    paths: ["/seamless"],
    variant: "headerOnly",
    section: "seamless",
    load: later("seamless"),
  },
  { paths: ["/help"], variant: "full", section: "help", load: later("help") },
  {
    paths: ["/helpmc"],
    variant: "contentOnly",
    section: "help",
    load: later("help"),
    public: true,
  },
  { paths: ["/down"], variant: "full", section: "download", load: later("download") },
  {
    paths: ["/download"],
    variant: "full",
    section: "download",
    load: later("download"),
    public: true,
  },
  { paths: ["/join"], variant: "full", section: "joinus", load: later("joinUs") },
  {
    paths: ["/responsible-gaming"],
    variant: "full",
    section: "responsibleGaming",
    load: later("responsibleGaming"),
  },
  {
    paths: ["/game"],
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
