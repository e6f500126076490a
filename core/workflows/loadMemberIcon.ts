/** Loads the member's avatar (`GET /wps/member/info/icon`, token; module PROFPIC3), shown in the member centre. */
import * as Effect from "effect/Effect"
import { Api } from "../contract/Api.ts"
import { call } from "./call.ts"

/** Loads the avatar; the address lands in `session.icon`. */
export const loadMemberIcon = call(Api.memberIcon, {}).pipe(Effect.map((icon) => icon.address))
