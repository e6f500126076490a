/**
 * Loads member info ("load login info", spec section 4): after a login, a registration or free play, and when a
 * stored token is found at start. The answer marks the member logged in (`MemberInfoLoaded`); agent status derives
 * from its type (spec section 6). The session keys of spec section 3 the header reads are stored beside the token.
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import { displayLabel, isTruthyFlag } from "../model/MemberInfo.ts"
import { isAgentType } from "../permissions/roles.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import { call } from "./call.ts"

/** Loads member info and stores account, customer id, label, agent flag, nickname and upline flag. */
export const loadMemberInfo = Effect.gen(function* () {
  const info = yield* call(session.memberInfo, {})
  const store = yield* SessionStore
  const customerId = info.customerId ?? info.id
  const label = displayLabel(info)?.labelName
  yield* store.set("account", info.account)
  yield* store.set("isAgent", String(isAgentType(info.type)))
  yield* store.set("toUpline", String(isTruthyFlag(info.toUpline)))
  yield* customerId == null ? store.remove("customerId") : store.set("customerId", String(customerId))
  yield* label == null ? store.remove("memberLabel") : store.set("memberLabel", label)
  yield* info.nickname == null ? store.remove("nickname") : store.set("nickname", info.nickname)
  return info
})
