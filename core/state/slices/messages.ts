/** The messages slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface MessagesState {
  readonly loaded: boolean
}

export const messages = slice<MessagesState>({ loaded: false }, {})
