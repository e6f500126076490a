/** The language slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface LanguageState {
  readonly loaded: boolean
}

export const language = slice<LanguageState>({ loaded: false }, {})
