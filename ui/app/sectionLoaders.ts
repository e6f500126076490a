/**
 * The lazy sections of spec section 2 other than the home page, by name. routes.ts loads this table on the first
 * navigation to one of them (and the composition root once the portal is interactive). A section that is a lobby or
 * lottery page of its category is that page's module with the category given here, not a file of its own.
 */
import { type ComponentType, createElement } from "react"
import type { GameLobbyProps } from "../games/GameLobby.tsx"
import type { VendorLobbyProps } from "../games/VendorLobby.tsx"
import type { LotteryPageProps } from "../lottery/LotteryPage.tsx"

/** A section's module. */
export type SectionModule = { readonly default: ComponentType }

/** A section showing `Page` with `props` (its name is the route's section, for React's tools). */
const showing = <P extends object>(name: string, Page: ComponentType<P>, props: P): SectionModule => {
  const Section = () => createElement(Page, props)
  Section.displayName = name
  return { default: Section }
}

/** The vendor lobby of a category (spec section 2: live, sports, esports, elott). */
const vendorLobby = (name: string, category: VendorLobbyProps["category"]) => () =>
  import("../games/VendorLobby.tsx").then((m) => showing(name, m.VendorLobby, { category }))

/** The game lobby of a category (spec section 2: egame, fish, pvp). */
const gameLobby = (name: string, category: GameLobbyProps["category"]) => () =>
  import("../games/GameLobby.tsx").then((m) => showing(name, m.GameLobby, { category }))

/** Every section but the home page's, as lazy loaders. */
export const sectionLoaders = {
  vip: () => import("../sections/vip/Vip.tsx"),
  pointMall: () => import("../sections/pointMall/PointMall.tsx"),
  lottery: () =>
    import("../lottery/LotteryPage.tsx").then((m) =>
      showing("Lottery", m.LotteryPage, { page: "/lottery" } satisfies LotteryPageProps),
    ),
  vnLottery: () => import("../sections/vnlottery/VnLottery.tsx"),
  elott: vendorLobby("Elott", "ELOTT"),
  live: vendorLobby("Live", "LIVE"),
  sports: vendorLobby("Sports", "SPORTS"),
  egame: gameLobby("Egame", "RNG"),
  fish: gameLobby("Fish", "FISH"),
  pvp: gameLobby("Pvp", "PVP"),
  esports: vendorLobby("Esports", "ESPORTS"),
  promo: () => import("../sections/promo/Promo.tsx"),
  promoDetail: () => import("../sections/promoDetail/PromoDetail.tsx"),
  seamless: () => import("../sections/seamless/Seamless.tsx"),
  help: () => import("../sections/help/Help.tsx"),
  download: () => import("../sections/download/Download.tsx"),
  joinUs: () => import("../sections/joinus/JoinUs.tsx"),
  byIframe: () => import("../sections/byIframe/ByIframe.tsx"),
  responsibleGaming: () => import("../protection/ResponsibleGaming.tsx"),
} satisfies Record<string, () => Promise<SectionModule>>
