/** The launch slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface LaunchState {
  readonly loaded: boolean
}

export const launch = slice<LaunchState>({ loaded: false }, {})
