/** The settings slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface SettingsState {
  readonly loaded: boolean
}

export const settings = slice<SettingsState>({ loaded: false }, {})
