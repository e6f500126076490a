/** The content slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface ContentState {
  readonly loaded: boolean
}

export const content = slice<ContentState>({ loaded: false }, {})
