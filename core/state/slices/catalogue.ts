/** The catalogue slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface CatalogueState {
  readonly loaded: boolean
}

export const catalogue = slice<CatalogueState>({ loaded: false }, {})
