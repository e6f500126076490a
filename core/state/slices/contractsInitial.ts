/**
 * The contracts slice's value before any event, apart from its handlers (contracts.ts): the first
 * view's store holds it while the handlers load after the first view (core/state/laterSlices.ts
 * for the first view's byte budget).
 */
import { noContracts } from "../../model/ContractFlags.ts"
import type { ContractsState } from "./contracts.ts"

export const initialContracts: ContractsState = {
  loaded: false,
  requests: [],
  flags: noContracts,
  deciding: undefined,
  decided: undefined,
  confirmation: undefined,
  error: undefined,
  offer: { inFlight: undefined, done: undefined, error: undefined },
}
