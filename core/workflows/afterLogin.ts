/**
 * The steps after a successful login (spec section 4 "Login"), shared by the username, SMS, new-IP and automatic
 * logins: the token is stored (session storage `token`), the remember-me cookies are written, the first-login action
 * runs if `firstTimeLogin`; the popular list loads (`/lgw/games/popular`, 20, in the interface's language; a list that
 * fails to load never fails the login); then, unless the change-password modal is forced (the session slice derived it from the
 * answer), member info loads and the member is logged in. A forced change is kept in session storage beside the token
 * (`cpw`: its reason, never the password; `account`), so a reload holds the login again (restoreSession.ts); any
 * other login drops it.
 */
import * as Effect from "effect/Effect"
import { platformCode } from "../model/Language.ts"
import type { LoginResponse } from "../model/LoginResponse.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import { state } from "../store/EventLog.ts"
import { firstLogin } from "./firstLogin.ts"
import { loadPopularLotteries } from "./loadLotteryDraws.ts"
import { loadMemberInfo } from "./loadMemberInfo.ts"
import { type RememberRequest, rememberLogin } from "./rememberMe.ts"

/** Where a login ends: logged in, or held at the forced change-password modal. */
export type LoginOutcome = "loggedIn" | "passwordChangeRequired"

/** Runs the after-login steps; `remember` undefined leaves the cookies as they are (automatic logins). */
export const afterLogin = (answer: LoginResponse, remember: RememberRequest | undefined) =>
  Effect.gen(function* () {
    const store = yield* SessionStore
    yield* store.set("token", answer.token)
    if (remember !== undefined) yield* rememberLogin(remember)
    if (remember?.method === "sms") yield* store.remove("cpw")
    const language = platformCode[(yield* state).language.current]
    yield* Effect.ignore(loadPopularLotteries({ language }))
    if (answer.firstTimeLogin === true) yield* firstLogin
    const s = yield* state
    const forced = s.session.forcedPasswordChange
    if (forced !== undefined) {
      yield* store.set("cpw", forced)
      yield* store.set("account", s.session.attempt?.account ?? "")
      return "passwordChangeRequired" as LoginOutcome
    }
    yield* store.remove("cpw")
    yield* loadMemberInfo
    return "loggedIn" as LoginOutcome
  })
