/**
 * The launch of a game (spec section 4 "Game launch", "Login check"; section 8 "Trial account", "Not logged in"):
 * a small state machine driven by the launch rules' decision (`LaunchDecided`) and the launch call's answer.
 *
 * ```
 * Idle ──LaunchDecided──▶ NeedsLogin | RefusedTrial | Page(path) | GameList(vendor) | Loading(path[, fun])
 * Loading ──GameLaunched──▶ Launched(url, path[, fun]) | OwnWindow(url)   (TCG_SEA)   | Failed (no address)
 * Loading ──launch call failed──▶ Failed
 * any ──LaunchDismissed, LoggedOut, SessionEnded──▶ Idle;   NeedsLogin ──LoginSucceeded──▶ Idle
 * ```
 *
 * A game started for fun (free play) carries `fun: true` from Loading to Launched: it plays on play money, so a trial
 * member may reach it (spec section 6 bars trial accounts from real-money play only).
 *
 * `vendor` is the current vendor: set by the decisions that name one (FISH, PVP and RNG pages, the popup list, a
 * started game), read by the vendor pages.
 */
import type { EndpointName } from "../../contract/Api.ts"
import { onLaunchCdn } from "../../model/LaunchCdn.ts"
import type { GameDisplay, LaunchDecision, LotteryPath } from "../../model/LaunchDecision.ts"
import { launchUrlOf } from "../../model/LaunchRequest.ts"
import { isTrialMember, trialType } from "../../permissions/roles.ts"
import { slice } from "../Slice.ts"

/** Where the launch stands. */
export type LaunchStatus =
  | { readonly _tag: "Idle" }
  /** The login popup is up. */
  | { readonly _tag: "NeedsLogin" }
  /** The real-account warning is up. */
  | { readonly _tag: "RefusedTrial" }
  /** A page of the portal opens (a category page, or a vendor page with the vendor set). */
  | { readonly _tag: "Page"; readonly path: string }
  /** The popup list of a vendor's games is up. */
  | { readonly _tag: "GameList"; readonly vendor: string }
  /** The loader shows while the address is asked for; the game will show on `path`. */
  | {
      readonly _tag: "Loading"
      readonly display: GameDisplay | "lottery"
      readonly path: string
      readonly fun?: true
    }
  /** The game opened in a window of its own. */
  | { readonly _tag: "OwnWindow"; readonly url: string }
  /** The game shows on `path` (/game, /seamless, /lottery, /Vnlottery) from `url`. */
  | { readonly _tag: "Launched"; readonly url: string; readonly path: string; readonly fun?: true }
  /** The launch failed; the loader hides and the message shows. */
  | { readonly _tag: "Failed"; readonly errorCode: string; readonly message: string }

export interface LaunchState {
  readonly status: LaunchStatus
  /** The current vendor code. */
  readonly vendor: string | undefined
  /** The launch CDN picked for the visit, on which a game address given as a path opens. */
  readonly cdn?: string
}

/** The page a started game shows on. */
export const displayPath = (display: GameDisplay | "lottery", lotteryPath: LotteryPath = "/lottery"): string =>
  display === "seamless" ? "/seamless" : display === "lottery" ? lotteryPath : "/game"

/** The state a decision leads to. */
export const afterDecision = (s: LaunchState, d: LaunchDecision): LaunchState => {
  switch (d._tag) {
    case "NeedsLogin":
    case "RefusedTrial":
      return { ...s, status: { _tag: d._tag } }
    case "OpenPage":
      return { ...s, status: { _tag: "Page", path: d.path }, vendor: d.vendor }
    case "OpenGameList":
      return { ...s, status: { _tag: "GameList", vendor: d.vendor }, vendor: d.vendor }
    case "StartGame":
      return { ...s, status: { _tag: "Loading", display: d.display, path: displayPath(d.display) }, vendor: d.vendor }
    case "StartLottery":
      return { ...s, status: { _tag: "Loading", display: "lottery", path: d.path }, vendor: d.vendor ?? s.vendor }
    case "StartFun":
      return {
        ...s,
        status: { _tag: "Loading", display: "game", path: displayPath("game"), fun: true },
        vendor: d.vendor,
      }
  }
}

export const idle: LaunchStatus = { _tag: "Idle" }

export const initialLaunch: LaunchState = { status: idle, vendor: undefined }

const toIdle = (s: LaunchState): LaunchState => (s.status._tag === "Idle" ? s : { ...s, status: idle })

/** The launch call failed while loading. */
const failedWith = (s: LaunchState, endpoint: EndpointName, errorCode: string, message: string): LaunchState =>
  endpoint === "launchGame" && s.status._tag === "Loading"
    ? { ...s, status: { _tag: "Failed", errorCode, message } }
    : s

export const launch = slice<LaunchState>(initialLaunch, {
  // A trial member never reaches a launched game (spec section 6), whatever a log says.
  LaunchDecided: (s, e, state) =>
    isTrialMember(state) && (e.decision._tag === "StartGame" || e.decision._tag === "StartLottery")
      ? s
      : afterDecision(s, e.decision),
  MemberInfoLoaded: (s, e) =>
    Number(e.value.type) === trialType && s.status._tag !== "Idle" && !isFun(s.status) ? toIdle(s) : s,
  GameLaunched: (s, e) => {
    if (s.status._tag !== "Loading") return s
    const given = launchUrlOf(e.value)
    if (given === undefined) return { ...s, status: { _tag: "Failed", errorCode: "no_game_url", message: "" } }
    const url = onLaunchCdn(given, s.cdn)
    return s.status.display === "window"
      ? { ...s, status: { _tag: "OwnWindow", url } }
      : { ...s, status: { _tag: "Launched", url, path: s.status.path, ...(s.status.fun ? { fun: true } : {}) } }
  },
  CallFailed: (s, e) => failedWith(s, e.endpoint, e.errorCode, e.message),
  NetworkFailed: (s, e) =>
    failedWith(s, e.endpoint, e.reason === "slow" ? "timeout_retry_please" : "network_abnormal", ""),
  ApiResponseRejected: (s, e) => failedWith(s, e.endpoint, "response_rejected", e.message),
  LaunchDismissed: toIdle,
  LaunchCdnPicked: (s, e) => (s.cdn === e.cdn ? s : { ...s, cdn: e.cdn }),
  LoggedOut: toIdle,
  SessionEnded: toIdle,
  LoginSucceeded: (s) => (s.status._tag === "NeedsLogin" ? toIdle(s) : s),
})

/** The game loading or shown plays for fun (on play money). */
export const isFun = (status: LaunchStatus): boolean =>
  (status._tag === "Loading" || status._tag === "Launched") && status.fun === true

/** The loader shows. */
export const isLoading = (s: LaunchState): boolean => s.status._tag === "Loading"
