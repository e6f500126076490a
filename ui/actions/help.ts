/**
 * The help centre (spec section 2 "help centre"): its topics, loaded in the interface's language
 * (`GET /wps/system/helpCenter`), and opening it on a topic.
 */
import type { Language } from "../../core/model/Language.ts"
import { dispatch, run } from "../app/runtime.ts"

/** Loads the topics in `language`; false when it failed (the failure is an event). */
export const loadHelp = async (language: Language): Promise<boolean> => {
  const m = await import("../../core/workflows/loadHelpCentre.ts")
  return (await run(m.loadHelpCentre(language))) !== undefined
}

let requestedTopic: string | undefined

/** Opens the help centre on a topic (the user agreement from the register modal: tag "term", spec section 2). */
export const openHelpTopic = (tag: string): void => {
  requestedTopic = tag
  dispatch({ _tag: "ModalOpened", modal: "helpCentre" })
}

/** The topic the help centre was opened on, once (it then keeps the person's own choice). */
export const takeRequestedHelpTopic = (): string | undefined => {
  const tag = requestedTopic
  requestedTopic = undefined
  return tag
}
