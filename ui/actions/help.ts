/**
 * The help centre (spec section 2 "help centre"): its topics, loaded in the interface's language
 * (`GET /wps/system/helpCenter`), and opening it on a topic.
 */
import type { Language } from "../../core/model/Language.ts"
import * as LoadHelpCentre from "../../core/workflows/loadHelpCentre.ts"
import { dispatch, run } from "../app/runtime.ts"

/** Loads the topics in `language`; false when it failed (the failure is an event). */
export const loadHelp = async (language: Language): Promise<boolean> => {
  return (await run(LoadHelpCentre.loadHelpCentre(language))) !== undefined
}

/**
 * Opens the help centre on a topic (the user agreement from the register modal: tag "term", spec section 2). The
 * topic is core state (the modals slice's `helpTopic`), read by the modal on every render until it closes.
 */
export const openHelpTopic = (tag: string): void => {
  dispatch({ _tag: "HelpTopicRequested", tag })
  dispatch({ _tag: "ModalOpened", modal: "helpCentre" })
}
