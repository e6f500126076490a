/**
 * Fresh identifiers as a port: the idempotency keys of calls that move money (DESIGN.md, sandbox: "every
 * money-moving request carries an idempotency key"). Core has no randomness of its own; the browser binding draws
 * a UUID (`crypto.randomUUID()`), the memory one counts, so tests can tell which key each call carried.
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

export interface IdsShape {
  /** A new identifier, never handed out before. */
  readonly next: Effect.Effect<string>
}

export class Ids extends Context.Service<Ids, IdsShape>()("arena/Ids") {}

/** Identifiers `<prefix>-1`, `<prefix>-2`... */
export const makeMemory = (prefix = "key"): IdsShape => {
  let n = 0
  return { next: Effect.sync(() => `${prefix}-${++n}`) }
}

/** A layer of counting identifiers. */
export const layerMemory = (prefix?: string) => Layer.succeed(Ids, makeMemory(prefix))
