/**
 * The verification tool checked before login and register (spec section 4; a geetest-style check whose result is
 * merged into the request). The sandbox implementation in adapters always passes; the memory one can be told to fail.
 */
import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

/** The person closed the check or failed it: "captcha check failed". */
export class VerificationFailed extends Data.TaggedError("VerificationFailed")<{
  readonly reason: "failed" | "closed"
}> {}

export interface VerifierShape {
  /** Runs the check for an action; the fields to merge into the request. */
  readonly verify: (
    action: "login" | "register" | "sms",
  ) => Effect.Effect<Readonly<Record<string, string>>, VerificationFailed>
}

export class Verifier extends Context.Service<Verifier, VerifierShape>()("arena/Verifier") {}

export const makeMemory = (outcome: "pass" | "failed" | "closed" = "pass"): VerifierShape => ({
  verify: () => (outcome === "pass" ? Effect.succeed({}) : Effect.fail(new VerificationFailed({ reason: outcome }))),
})

export const layerMemory = (outcome?: "pass" | "failed" | "closed") => Layer.succeed(Verifier, makeMemory(outcome))
