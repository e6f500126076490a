/**
 * The points slice's value before any event, apart from its handlers (points.ts): the first
 * view's store holds it while the handlers load after the first view (core/state/laterSlices.ts
 * for the first view's byte budget).
 */
import type { PointsState } from "./points.ts"

const idle = { inFlight: undefined, done: undefined, error: undefined } as const

export const initialPoints: PointsState = {
  balance: undefined,
  rewards: { rows: [], page: 1, size: 10, type: undefined, totalPages: 0, loading: false },
  config: {},
  redeem: idle,
  convert: idle,
  error: undefined,
}
