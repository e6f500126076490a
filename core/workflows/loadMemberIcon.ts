/** Loads the member's avatar (`GET /wps/member/info/icon`, token; module PROFPIC3), shown in the member centre. */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import { call } from "./call.ts"

/** Loads the avatar; the address lands in `session.icon`. */
export const loadMemberIcon = call(session.memberIcon, {}).pipe(Effect.map((icon) => icon.address))
