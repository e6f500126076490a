/** The agentCentre slice (placeholder: filled by the area that owns it). */
import { slice } from "../Slice.ts"

export interface AgentCentreState {
  readonly loaded: boolean
}

export const agentCentre = slice<AgentCentreState>({ loaded: false }, {})
