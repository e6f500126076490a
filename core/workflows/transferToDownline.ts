/**
 * Transfers money from an agent to a downline (spec section 4: "Agents can transfer to downline and upline"),
 * confirmed by the payment password. Only agents (types 1, 2, 41, 42 on a real account). The call carries an
 * idempotency key kept until the platform answers; the balance is refreshed after.
 */
import * as Effect from "effect/Effect"
import { agent } from "../contract/api/agent.ts"
import { agentTransferRefusal, type DownlineTransferForm } from "../model/AgentTransfer.ts"
import { agentCentreRefusal } from "../permissions/agentCentre.ts"
import { state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { refuseCentre, refuseIf } from "./guard.ts"
import { submitMoney } from "./moneyKey.ts"
import { refreshBalanceQuietly } from "./refreshBalance.ts"
import { transferable } from "./transferToUpline.ts"

export type { DownlineTransferForm }

/** Checks and sends a transfer to a downline. */
export const transferToDownline = (form: DownlineTransferForm) =>
  Effect.gen(function* () {
    const s = yield* state
    const refusal = agentCentreRefusal(s)
    if (refusal !== undefined) return yield* refuseCentre("downlineTransfer", refusal)
    yield* refuseIf("downlineTransfer", agentTransferRefusal(form, transferable(s)))
    const downline = form.downline.trim()
    const key = yield* submitMoney("downlineTransfer", (k) => ({
      _tag: "DownlineTransferRequested",
      key: k,
      downline,
      amount: form.amount,
    }))
    const result = yield* call(agent.downlineTransfer, { ...form, downline }, { idempotencyKey: key })
    yield* refreshBalanceQuietly
    return result
  })
