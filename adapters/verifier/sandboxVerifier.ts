/**
 * The verification tool of spec section 4 (a geetest-style check before login and register) for the sandbox, which
 * has no geetest: it always passes and adds no fields to the request. A brand with geetest gets its own Verifier.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Verifier, type VerifierShape } from "../../core/ports/Verifier.ts"

/** Always passes, merging nothing. */
export const sandboxVerifier: VerifierShape = { verify: () => Effect.succeed({}) }

/** The sandbox Verifier as a layer. */
export const layer = Layer.succeed(Verifier, sandboxVerifier)
