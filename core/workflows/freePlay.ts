/**
 * Free play (spec section 4 "Free play"; offered when FREEPLAY3 is on): the demo login (`os`, platform 'W'), then
 * the token is stored, login info loads, the stored password `cpw` is cleared and the portal goes home. The demo
 * account is a trial member (type 4), blocked from game launch and the centres (spec section 6).
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import { emit } from "../store/EventLog.ts"
import { callRedacted } from "./callRedacted.ts"
import { loadMemberInfo } from "./loadMemberInfo.ts"

/** Starts a demo session; `os` is the browser's operating system as the shell reports it. */
export const freePlay = (input: { readonly os?: string | undefined } = {}) =>
  Effect.gen(function* () {
    yield* emit({ _tag: "LoginSubmitted", method: "freePlay", account: "", defaultPassword: false })
    const answer = yield* callRedacted(session.freePlay, {
      platform: "W",
      ...(input.os === undefined ? {} : { os: input.os }),
    })
    const store = yield* SessionStore
    yield* store.set("token", answer.token)
    yield* loadMemberInfo
    yield* store.remove("cpw")
    yield* emit({ _tag: "NavigationRequested", path: "/" })
  })
