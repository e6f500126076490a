/** The sms slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface SmsState {
  readonly loaded: boolean
}

export const sms = slice<SmsState>({ loaded: false }, {})
