/** The wallet slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface WalletState {
  readonly loaded: boolean
}

export const wallet = slice<WalletState>({ loaded: false }, {})
