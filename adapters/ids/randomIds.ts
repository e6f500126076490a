/**
 * The `Ids` port over the platform's cryptographic random UUIDs (`crypto.randomUUID`, in browsers and Node 20):
 * the idempotency keys of money calls must never repeat across tabs, reloads or machines.
 */
import * as Effect from "effect/Effect"
import type { IdsShape } from "../../core/ports/Ids.ts"

export const randomIds: IdsShape = {
  next: Effect.sync(() => globalThis.crypto.randomUUID()),
}
