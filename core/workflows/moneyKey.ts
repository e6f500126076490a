/**
 * The idempotency key of a money call (model/IdempotencyKey.ts): the key still pending for the same request when
 * there is one (a double submit, a retry after a dropped link), else a fresh one from the `Ids` port. The intent that
 * carries it is emitted here, so the state keeps the key until the platform answers.
 */
import * as Effect from "effect/Effect"
import type { EventOf } from "../events/Event.ts"
import { fingerprintOf, reusableKey } from "../model/IdempotencyKey.ts"
import { Ids } from "../ports/Ids.ts"
import type { MoneyAction, moneyIntents } from "../state/pendingKeys.ts"
import { emit, state } from "../store/EventLog.ts"

/** An intent that carries a money call's key. */
export type MoneyIntent = EventOf<keyof typeof moneyIntents>

/** Emits the intent made with the key to use for `action`, and hands back the key. */
export const submitMoney = <I extends MoneyIntent>(action: MoneyAction, make: (key: string) => I) =>
  Effect.gen(function* () {
    const current = (yield* state).wallet.pendingKeys[action]
    const key = reusableKey(current, fingerprintOf(make(""))) ?? (yield* Ids.use((ids) => ids.next))
    yield* emit(make(key))
    return key
  })
