/**
 * Remember-me (spec section 3 "Storage", section 9): the last username is kept in a cookie; with "remember" ticked
 * the SMS login's mobile number and dialing code and the remember flag are kept for 24 hours. The password is never
 * kept, in any form (README, Decisions): the browser's password manager does that.
 */
import * as Effect from "effect/Effect"
import { rememberSeconds } from "../model/StorageKeys.ts"
import { Cookies } from "../ports/Cookies.ts"
import { emit } from "../store/EventLog.ts"

/** What a successful login leaves for the next visit. */
export interface RememberRequest {
  readonly method: "username" | "sms"
  readonly account: string
  readonly remember: boolean
  readonly countryDialingCode?: string | undefined
}

/** Writes (or, when not ticked, removes) the remember-me cookies after a login. */
export const rememberLogin = (r: RememberRequest) =>
  Effect.gen(function* () {
    const cookies = yield* Cookies
    const life = r.remember ? rememberSeconds : undefined
    if (r.method === "username") yield* cookies.set("username", r.account, life)
    if (!r.remember) {
      yield* cookies.remove("remember")
      yield* cookies.remove("mobileNum")
      yield* cookies.remove("countryDialingCode")
      return
    }
    yield* cookies.set("remember", "1", rememberSeconds)
    if (r.method === "sms") {
      yield* cookies.set("mobileNum", r.account, rememberSeconds)
      if (r.countryDialingCode !== undefined)
        yield* cookies.set("countryDialingCode", r.countryDialingCode, rememberSeconds)
    }
  })

/** Reads the remember-me cookies into the login form (`RememberedLoginRestored`). */
export const restoreRememberedLogin = Effect.gen(function* () {
  const cookies = yield* Cookies
  const username = yield* cookies.get("username")
  const mobileNum = yield* cookies.get("mobileNum")
  const countryDialingCode = yield* cookies.get("countryDialingCode")
  const remember = (yield* cookies.get("remember")) === "1"
  yield* emit({
    _tag: "RememberedLoginRestored",
    remember,
    ...(username === undefined ? {} : { username }),
    ...(mobileNum === undefined ? {} : { mobileNum }),
    ...(countryDialingCode === undefined ? {} : { countryDialingCode }),
  })
})
