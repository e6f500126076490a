/**
 * The lazy sections of spec section 2 other than the home page, by name, each its own chunk. routes.ts loads this
 * table on the first navigation to one of them (and the composition root once the portal is interactive).
 */
import type { ComponentType } from "react"

/** A section's module. */
export type SectionModule = { readonly default: ComponentType }

/** Every section but the home page's, as lazy loaders. */
export const sectionLoaders = {
  vip: () => import("../sections/vip/Vip.tsx"),
  pointMall: () => import("../sections/pointMall/PointMall.tsx"),
  lottery: () => import("../sections/lottery/Lottery.tsx"),
  vnLottery: () => import("../sections/vnlottery/VnLottery.tsx"),
  elott: () => import("../sections/elott/Elott.tsx"),
  live: () => import("../sections/live/Live.tsx"),
  sports: () => import("../sections/sports/Sports.tsx"),
  egame: () => import("../sections/egame/Egame.tsx"),
  fish: () => import("../sections/fish/Fish.tsx"),
  pvp: () => import("../sections/pvp/Pvp.tsx"),
  esports: () => import("../sections/esports/Esports.tsx"),
  promo: () => import("../sections/promo/Promo.tsx"),
  promoDetail: () => import("../sections/promoDetail/PromoDetail.tsx"),
  seamless: () => import("../sections/seamless/Seamless.tsx"),
  help: () => import("../sections/help/Help.tsx"),
  download: () => import("../sections/download/Download.tsx"),
  joinUs: () => import("../sections/joinus/JoinUs.tsx"),
  byIframe: () => import("../sections/byIframe/ByIframe.tsx"),
} satisfies Record<string, () => Promise<SectionModule>>
