/**
 * Test support for the password recovery workflows (spec section 4 "Recovery"): the memory runtime with the forgotten
 * password modal open, as the person starts a recovery from it.
 */
import type { Answer, TestRuntime } from "./testRuntime.ts"
import { makeTestRuntime } from "./testRuntime.ts"

/** A runtime whose platform gives `answers`, with the forgotten password modal open. */
export const fromForgotPassword = (answers: Readonly<Record<string, Answer | ReadonlyArray<Answer>>>): TestRuntime => {
  const rt = makeTestRuntime({ answers })
  rt.store.dispatch({ _tag: "ModalOpened", modal: "forgetPass" })
  return rt
}
