/**
 * The lottery lobby link (spec section 7 "lottery lobby link: GET with lottoArea 'VN', launchMode 'LOTT',
 * lottoPrizeMode, lottoGameCode, lottoView ('betting' if game code else 'lobby'), device, backUrl, language"): what a
 * choice on the lottery pages (spec section 2: /lottery and /Vnlottery) comes to. The choice becomes a `Lottery`
 * launch target, so the launch rules of spec section 4 apply (a visitor gets the login popup, a trial member the
 * real-account warning), and the launch context (the platform's language code, the back address: the page the
 * choice was made on). `lotteryLinkRequest` gives the parameters the platform is asked with, the same ones the
 * launch workflow sends (`model/LaunchRequest.ts` `lotteryLaunch`).
 */
import { Vendors } from "../model/GameCategory.ts"
import { type Language, platformCode } from "../model/Language.ts"
import type { LaunchTarget, LotteryPath } from "../model/LaunchDecision.ts"
import { type LotteryLaunchRequest, lotteryLaunch } from "../model/LaunchRequest.ts"
import { PrizeModes } from "../model/LotteryMenu.ts"
import type { State } from "../state/State.ts"
import type { LaunchContext } from "../workflows/launchGame.ts"

/** What was chosen on a lottery page. */
export interface LotteryChoice {
  /** The page the choice was made on. */
  readonly page: LotteryPath
  /** The game to bet on (its code, and its prize mode when the menu gave one); none opens the lobby. */
  readonly game?: { readonly gameCode?: string | null | undefined; readonly prizeMode?: string | null | undefined }
  /** The portal's origin (`https://host:port`): the lottery's back button returns to the page. */
  readonly origin: string
  /** The interface language. */
  readonly language: Language
}

/** A choice's launch target and launch context. */
export interface LotteryLink {
  readonly target: Extract<LaunchTarget, { _tag: "Lottery" }>
  readonly context: LaunchContext & { readonly backUrl: string }
}

/**
 * The prize mode a page plays (spec section 3 "Prize modes Lott, ZY, Elott, SEA"): the Vietnamese lottery SEA; the
 * lottery Elott when it was opened for an ELOTT vendor, else Lott.
 */
export const pagePrizeMode = (state: State, page: LotteryPath): string => {
  if (page === "/Vnlottery") return PrizeModes.vn
  const vendor = state.launch.vendor
  const elott = state.catalogue.vendors.ELOTT ?? []
  return vendor !== undefined && elott.some((v) => v.vassalage === vendor) ? PrizeModes.elott : PrizeModes.lott
}

/**
 * The vendor a page's lottery belongs to: TCG_LOTTO_VN on /Vnlottery; on /lottery the current vendor when it is one
 * of the lottery categories' vendors, else none (the platform's own lottery).
 */
export const pageVendor = (state: State, page: LotteryPath): string | undefined => {
  if (page === "/Vnlottery") return Vendors.vnLottery
  const vendor = state.launch.vendor
  const lottery = [...(state.catalogue.vendors.LOTT ?? []), ...(state.catalogue.vendors.ELOTT ?? [])]
  return vendor !== undefined && lottery.some((v) => v.vassalage === vendor) ? vendor : undefined
}

/** The back address: the page the choice was made on, on the portal's origin. */
export const lotteryBackUrl = (origin: string, page: LotteryPath): string => `${origin.replace(/\/+$/, "")}${page}`

/** The launch target and context of a choice in `state`. */
export const lotteryLink = (state: State, choice: LotteryChoice): LotteryLink => {
  const code = choice.game?.gameCode ?? undefined
  const gameCode = code === undefined || code === "" ? undefined : code
  const prizeMode = (gameCode !== undefined ? choice.game?.prizeMode : undefined) || pagePrizeMode(state, choice.page)
  return {
    target: { _tag: "Lottery", vendor: pageVendor(state, choice.page), prizeMode, gameCode, path: choice.page },
    context: { language: platformCode[choice.language], backUrl: lotteryBackUrl(choice.origin, choice.page) },
  }
}

/** The parameters the lobby link asks the platform with, for a choice in `state`. */
export const lotteryLinkRequest = (state: State, choice: LotteryChoice): LotteryLaunchRequest => {
  const { target, context } = lotteryLink(state, choice)
  return lotteryLaunch({
    prizeMode: target.prizeMode,
    language: context.language,
    gameCode: target.gameCode,
    backUrl: context.backUrl,
  })
}
