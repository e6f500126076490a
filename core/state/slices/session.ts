/** The session slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface SessionState {
  readonly loaded: boolean
}

export const session = slice<SessionState>({ loaded: false }, {})
