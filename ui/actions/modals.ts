/** Opening and closing the modals of spec section 2 and dismissing the dialog: intents to core's modals slice. */
import type { ModalName } from "../../core/events/intents/ui.ts"
import { dispatch, state } from "../app/runtime.ts"

/** Opens a modal (on top of any open one). */
export const openModal = (modal: ModalName): void => dispatch({ _tag: "ModalOpened", modal })

/** Closes a modal. */
export const closeModal = (modal: ModalName): void => dispatch({ _tag: "ModalClosed", modal })

/** Closes one modal and opens another in its place (login → register, login → forgot password). */
export const switchModal = (from: ModalName, to: ModalName): void => {
  if (state().modals.open.includes(from)) closeModal(from)
  openModal(to)
}

/** Confirms or closes the dialog (spec section 8 warnings and notices). */
export const dismissDialog = (): void => dispatch({ _tag: "DialogDismissed" })
