/**
 * The modals slice's value before any event, apart from its handlers (modals.ts): the first
 * view's store holds it while the handlers load after the first view (core/state/laterSlices.ts
 * for the first view's byte budget).
 */
import type { ModalsState } from "./modals.ts"

export const initialModals: ModalsState = { open: [], dialog: undefined }
