/** The points slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface PointsState {
  readonly loaded: boolean
}

export const points = slice<PointsState>({ loaded: false }, {})
