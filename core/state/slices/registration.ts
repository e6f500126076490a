/** The registration slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface RegistrationState {
  readonly loaded: boolean
}

export const registration = slice<RegistrationState>({ loaded: false }, {})
