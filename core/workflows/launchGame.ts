/**
 * Launching a game (spec section 4 "Game launch"): the rules of `launchDecision` decide, the decision is recorded
 * (`LaunchDecided`), then carried out. A visitor gets the login popup, a trial member the real-account warning, a
 * page or the popup game list opens; a game or the lottery shows a loader while `/wps/game/launchGame` is asked for
 * the address, then the game's page opens with it (`GameLaunched`; TCG_SEA's window is opened by the UI from the
 * launch state). `launchForFun` starts a slot on play money (free play) through the same call with `accountType` 0.
 */
import * as Effect from "effect/Effect"
import * as Random from "effect/Random"
import { games } from "../contract/api/games.ts"
import { accountCodes } from "../contract/ErrorCode.ts"
import type { GameItem } from "../model/GameItem.ts"
import { pickLaunchCdn } from "../model/LaunchCdn.ts"
import type { LaunchDecision, LaunchTarget } from "../model/LaunchDecision.ts"
import { glsLaunch, type LaunchRequest, lotteryLaunch } from "../model/LaunchRequest.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import type { State } from "../state/State.ts"
import * as EventLog from "../store/EventLog.ts"
import { call } from "./call.ts"
import { defined, launchDecision } from "./launchDecision.ts"

/** Message key of the real-account warning (spec section 8 "Trial account"). */
export const needRealAccountKey = accountCodes.needRealAccount

/** What a launch needs from the caller. */
export interface LaunchContext {
  /** The platform's language code (`EN`, `CN`...). */
  readonly language: string
  /** Where the lottery's back button returns. */
  readonly backUrl?: string
}

/** Decides the launch of `target`, records the decision and carries it out; hands back the decision. */
export const launchGame = (target: LaunchTarget, context: LaunchContext) =>
  Effect.gen(function* () {
    return yield* carryOut(launchDecision(yield* EventLog.state, target), context)
  })

/** Plays `game` of `vendor` for fun when it offers free play (else launches it as usual); hands back the decision. */
export const launchForFun = (vendor: string, game: GameItem, context: LaunchContext) =>
  Effect.gen(function* () {
    return yield* carryOut(funDecision(yield* EventLog.state, vendor, game), context)
  })

/**
 * What playing `game` for fun comes to: a game whose item says `freeplay` (the slots) starts on play money for anyone,
 * with no login check, since no real money is at stake; any other game launches by the rules of launchDecision.ts.
 */
export const funDecision = (state: State, vendor: string, game: GameItem): LaunchDecision =>
  game.freeplay === true
    ? { _tag: "StartFun", vendor, ...defined({ gameId: game.gameId ?? undefined, nodeId: game.nodeId }) }
    : launchDecision(state, { _tag: "Game", vendor, game })

/** Records a decision and carries it out. */
const carryOut = (decision: LaunchDecision, context: LaunchContext) =>
  Effect.gen(function* () {
    yield* EventLog.emit({ _tag: "LaunchDecided", decision })
    switch (decision._tag) {
      case "NeedsLogin":
        yield* EventLog.emit({ _tag: "ModalOpened", modal: "loginPopup" })
        break
      case "RefusedTrial":
        yield* EventLog.emit({ _tag: "DialogShown", kind: "warning", key: needRealAccountKey, message: "" })
        break
      case "OpenPage":
        yield* EventLog.emit({ _tag: "NavigationRequested", path: decision.path })
        break
      case "OpenGameList":
        yield* EventLog.emit({ _tag: "ModalOpened", modal: "gamePopup" })
        break
      case "StartGame":
      case "StartFun":
      case "StartLottery": {
        const request = yield* launchRequest(decision, context)
        yield* pickCdnOnce
        yield* call(games.launchGame, request)
        const after = yield* EventLog.state
        if (after.launch.status._tag === "Launched") {
          yield* EventLog.emit({ _tag: "NavigationRequested", path: after.launch.status.path })
        }
        break
      }
    }
    return decision
  })

/**
 * Picks the visit's launch CDN at its first launch (spec section 3: one of `launchGameCDNs` at random), so the
 * permission answer's first load stays as lean as it is, and every later launch of the visit uses the same base.
 */
const pickCdnOnce = Effect.gen(function* () {
  const s = yield* EventLog.state
  if (s.launch.cdn !== undefined) return
  const cdn = pickLaunchCdn(s.settings.launchCdns, yield* Random.next)
  if (cdn !== undefined) yield* EventLog.emit({ _tag: "LaunchCdnPicked", cdn })
})

/** The launch call's request for a start decision: GLS for a game or a room, LOTT for the lottery. */
const launchRequest = (
  decision: Extract<LaunchDecision, { _tag: "StartGame" | "StartFun" | "StartLottery" }>,
  context: LaunchContext,
) =>
  Effect.gen(function* () {
    if (decision._tag === "StartLottery") {
      return lotteryLaunch({
        prizeMode: decision.prizeMode,
        language: context.language,
        gameCode: decision.gameCode,
        backUrl: context.backUrl,
      }) as LaunchRequest
    }
    const state = yield* EventLog.state
    const token = yield* SessionStore.use((s) => s.get("token"))
    return glsLaunch({
      vassalage: decision.vendor,
      gameId: decision.gameId,
      roomId: decision._tag === "StartGame" ? decision.roomId : undefined,
      nodeId: decision.nodeId,
      fun: decision._tag === "StartFun",
      username: state.session.member?.account ?? "",
      token: token ?? "",
      merchantCode: state.settings.merchantCode,
      language: context.language,
    }) as LaunchRequest
  })
