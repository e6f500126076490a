/** The funds slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface FundsState {
  readonly loaded: boolean
}

export const funds = slice<FundsState>({ loaded: false }, {})
