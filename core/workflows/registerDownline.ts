/**
 * The register centre (spec section 2 agent centre "account (register center)"): an agent opens a member account
 * below itself. Only agents (types 1, 2, 41, 42 on a real account; otherwise what the centre shows: the login popup,
 * the trial or the not-agent warning). The form is checked first by the brand's registration rules, as the member
 * registration is (validation/DownlineRegisterForm.ts); a form with a problem fails with `ActionRefused` (reason
 * `input_invalid`) before any call. The call is encrypted and its passwords are secrets; it moves no money, so it
 * carries no idempotency key (a repeated submit is refused by the platform as a taken username). The team management
 * page loads its list when it opens, so the new downline shows there.
 */
import * as Effect from "effect/Effect"
import { agent } from "../contract/api/agent.ts"
import { agentCentreRefusal } from "../permissions/agentCentre.ts"
import { state } from "../store/EventLog.ts"
import { type DownlineRegisterForm, validateDownlineRegister } from "../validation/DownlineRegisterForm.ts"
import { ActionRefused } from "./ActionRefused.ts"
import { call } from "./call.ts"
import { refuseCentre } from "./guard.ts"

/** Checks and sends the registration of a downline; hands back the platform's answer (the new account). */
export const registerDownline = (form: DownlineRegisterForm) =>
  Effect.gen(function* () {
    const s = yield* state
    const refusal = agentCentreRefusal(s)
    if (refusal !== undefined) return yield* refuseCentre("downlineRegister", refusal)
    const checked = validateDownlineRegister(form, s.settings.registerRules)
    if (checked._tag === "Invalid")
      return yield* Effect.fail(new ActionRefused({ action: "downlineRegister", reason: "input_invalid" }))
    return yield* call(agent.registerDownline, checked.value)
  })
