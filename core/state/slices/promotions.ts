/** The promotions slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface PromotionsState {
  readonly loaded: boolean
}

export const promotions = slice<PromotionsState>({ loaded: false }, {})
