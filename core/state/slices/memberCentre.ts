/** The memberCentre slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface MemberCentreState {
  readonly loaded: boolean
}

export const memberCentre = slice<MemberCentreState>({ loaded: false }, {})
