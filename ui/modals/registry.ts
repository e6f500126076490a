/**
 * Which component renders each modal of spec section 2, each a lazy chunk. The shell's own are here (login, the
 * "not logged in" popup); the account modals are discovered by name in `ui/accounts/modals/<name>.tsx` (register,
 * forgetPass, changePass, notice, helpCentre, chatRoom, gamePopup...), default-exporting a component that takes
 * `ModalComponentProps`; a modal with no component yet shows a plain "coming soon" modal rather than nothing.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from "react"
import type { ModalName } from "../../core/events/intents/ui.ts"

/** What every modal component receives. */
export interface ModalComponentProps {
  /** Closes this modal (the `ModalClosed` intent). */
  readonly onClose: () => void
}

type Loader = () => Promise<{ readonly default: ComponentType<ModalComponentProps> }>

const own: Partial<Record<ModalName, Loader>> = {
  login: () => import("./LoginModal.tsx"),
  loginPopup: () => import("./LoginPopup.tsx"),
}

const accounts: Record<string, Loader> = import.meta.glob<{ default: ComponentType<ModalComponentProps> }>([
  "../accounts/modals/*.tsx",
  "!../accounts/modals/*.test.tsx",
])

/** The loader of a modal's component. */
export const loaderOf = (name: ModalName): Loader =>
  own[name] ?? accounts[`../accounts/modals/${name}.tsx`] ?? (() => import("./PendingModal.tsx"))

const components = new Map<ModalName, LazyExoticComponent<ComponentType<ModalComponentProps>>>()

/** The lazy component of a modal, made once. */
export const componentOf = (name: ModalName): LazyExoticComponent<ComponentType<ModalComponentProps>> => {
  let c = components.get(name)
  if (c === undefined) {
    c = lazy(loaderOf(name))
    components.set(name, c)
  }
  return c
}
