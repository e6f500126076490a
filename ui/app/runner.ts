/**
 * A `Runner` over a layer of every core service (the browser's from the composition root, memory ports in tests):
 * runs a workflow with the layer provided and hands back its outcome. The layer may arrive later (the adapters are a
 * lazy chunk): workflows wait for it. A typed failure is an outcome (its events are already in the log); a defect is
 * logged and rejects, since it is a bug rather than something the person can act on.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import * as Scope from "effect/Scope"
import type { Outcome, Runner } from "./runtime.ts"

/** The runner of a layer (or of the promise of one). */
export const runnerOf =
  // biome-ignore lint/suspicious/noExplicitAny: the layer provides every service a workflow may ask for.
  (layer: Layer.Layer<any> | Promise<Layer.Layer<any>>): Runner => {
    // The services are built once, in a scope left open for the page's life, not again for every workflow (a poll
    // every 15 seconds all day would rebuild them some 2,000 times).
    const services = Promise.resolve(layer).then((l) =>
      Effect.runPromise(Effect.flatMap(Scope.make(), (scope) => Layer.buildWithScope(l, scope))),
    )
    return async <A, E, R>(effect: Effect.Effect<A, E, R>): Promise<Outcome<A, E>> => {
      const exit = await Effect.runPromiseExit(Effect.provideContext(effect, await services) as Effect.Effect<A, E>)
      if (Exit.isSuccess(exit)) return { ok: true, value: exit.value }
      const error = Cause.findError(exit.cause)
      if (Result.isSuccess(error)) return { ok: false, error: error.success }
      console.error(Cause.pretty(exit.cause))
      throw Cause.squash(exit.cause)
    }
  }
