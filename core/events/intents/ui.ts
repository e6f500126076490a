/** What the person did in the portal's frame: language, balance visibility, modals (spec sections 2 and 4). */
import * as Schema from "effect/Schema"
import { Language } from "../../model/Language.ts"

/** Languages of the header selector (spec section 1), as i18n codes. */
export { Language }

export const LanguageChanged = Schema.TaggedStruct("LanguageChanged", { language: Language })
export const BalanceVisibilityToggled = Schema.TaggedStruct("BalanceVisibilityToggled", {})

/** Modals of spec section 2. */
export const ModalName = Schema.Literals([
  "loginPopup",
  "login",
  "register",
  "forgetPass",
  "changePass",
  "notice",
  "helpCentre",
  "gamePopup",
  "chatRoom",
  "memberCentre",
  "agentCentre",
  "dialog",
])
export type ModalName = typeof ModalName.Type

export const ModalOpened = Schema.TaggedStruct("ModalOpened", { modal: ModalName })
export const ModalClosed = Schema.TaggedStruct("ModalClosed", { modal: ModalName })

/**
 * The help centre is to open on the topic tagged `tag` (spec section 2: /help "is also the user agreement reached
 * from registration", the topic tagged "term"). Held in state until the help centre closes, so any render reads it.
 */
export const HelpTopicRequested = Schema.TaggedStruct("HelpTopicRequested", { tag: Schema.String })

/**
 * A dialog of spec section 8 (the "dialog helper" of section 4): a warning or a notice with one confirm button.
 * `key` is a message key of the UI's translations; `message` the server's text when there is one.
 */
export const DialogShown = Schema.TaggedStruct("DialogShown", {
  kind: Schema.Literals(["warning", "info"]),
  key: Schema.String,
  message: Schema.String,
})
/** The dialog was confirmed or closed. */
export const DialogDismissed = Schema.TaggedStruct("DialogDismissed", {})

/** A workflow asks the router to go somewhere ("go home" after registration, logout, free play; spec section 4). */
export const NavigationRequested = Schema.TaggedStruct("NavigationRequested", { path: Schema.String })

export const uiIntents = [
  LanguageChanged,
  BalanceVisibilityToggled,
  ModalOpened,
  ModalClosed,
  HelpTopicRequested,
  DialogShown,
  DialogDismissed,
  NavigationRequested,
] as const
export type UiIntent = (typeof uiIntents)[number]["Type"]
