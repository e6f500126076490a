/** The contracts slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface ContractsState {
  readonly loaded: boolean
}

export const contracts = slice<ContractsState>({ loaded: false }, {})
