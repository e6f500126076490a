/** The lottery slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface LotteryState {
  readonly loaded: boolean
}

export const lottery = slice<LotteryState>({ loaded: false }, {})
