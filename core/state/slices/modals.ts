/** The modals slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface ModalsState {
  readonly loaded: boolean
}

export const modals = slice<ModalsState>({ loaded: false }, {})
