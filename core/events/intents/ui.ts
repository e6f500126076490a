/** What the person did in the portal's frame: language, balance visibility, modals (spec sections 2 and 4). */
import * as Schema from "effect/Schema"

/** Languages of the header selector (spec section 1), as i18n codes. */
export const Language = Schema.Literals(["zh-CN", "en", "ja", "th", "vi", "pt"])
export type Language = typeof Language.Type

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

export const uiIntents = [LanguageChanged, BalanceVisibilityToggled, ModalOpened, ModalClosed] as const
export type UiIntent = (typeof uiIntents)[number]["Type"]
