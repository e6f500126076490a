/**
 * Everything a workflow fails with, told apart by `_tag`: a platform call's failure (core/events/Failures.ts, the same
 * value the log records), an action or a form core refused before any call, or the verification check. A UI action's
 * outcome keeps this type (ui/app/runtime.ts), so a form's handling of a failure is checked by the compiler, tag by tag.
 */
import type { PlatformError } from "../events/Failures.ts"
import type { VerificationFailed } from "../ports/Verifier.ts"
import type { ActionRefused } from "./ActionRefused.ts"
import type { FormRefused } from "./FormRefused.ts"

/** What any workflow may fail with. */
export type WorkflowError = PlatformError | ActionRefused | FormRefused | VerificationFailed
