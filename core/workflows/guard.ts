/**
 * The checks member and agent workflows make before any call (spec sections 4, 6 and 8). No session: the login popup
 * opens ("you are not logged in, please login"). A trial account (type 4): the warning dialog with one confirm button,
 * "need a real account". A broken rule of the action: `MemberActionRefused` with its reason. Each then fails with
 * `ActionRefused`, so nothing is sent.
 */
import * as Effect from "effect/Effect"
import type { MemberAction } from "../events/intents/wallet.ts"
import { memberCentreRefusal } from "../permissions/memberCentre.ts"
import { emit, state } from "../store/EventLog.ts"
import { ActionRefused } from "./ActionRefused.ts"
import { needRealAccountKey } from "./launchGame.ts"

/** Shows what a refusal of the centres shows and fails: the login popup, the trial warning, the not-agent warning. */
export const refuseCentre = (action: string, reason: "notLoggedIn" | "trial" | "notAgent") =>
  (reason === "notLoggedIn"
    ? emit({ _tag: "ModalOpened", modal: "loginPopup" })
    : emit({
        _tag: "DialogShown",
        kind: "warning",
        key: reason === "trial" ? needRealAccountKey : "not_agent",
        message: "",
      })
  ).pipe(Effect.andThen(Effect.fail(new ActionRefused({ action, reason }))))

/** Passes for a real account (logged in, type not 4), handing back the state it checked; otherwise refuses as the centres do. */
export const requireRealMember = (action: string) =>
  Effect.gen(function* () {
    const s = yield* state
    const reason = memberCentreRefusal(s)
    if (reason !== undefined) return yield* refuseCentre(action, reason)
    return s
  })

/** Emits `MemberActionRefused` and fails. */
export const refuseAction = (action: MemberAction, reason: string) =>
  emit({ _tag: "MemberActionRefused", action, reason }).pipe(
    Effect.andThen(Effect.fail(new ActionRefused({ action, reason }))),
  )

/** Refuses `action` when a rule gave a reason (its first refusal), else passes. */
export const refuseIf = (action: MemberAction, reason: string | undefined) =>
  reason === undefined ? Effect.void : refuseAction(action, reason)
