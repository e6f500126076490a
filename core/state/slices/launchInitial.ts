/**
 * The launch slice's value before any event, apart from its handlers (launch.ts): the first
 * view's store holds it while the handlers load after the first view (core/state/laterSlices.ts
 * for the first view's byte budget).
 */
import type { LaunchState, LaunchStatus } from "./launch.ts"

export const idle: LaunchStatus = { _tag: "Idle" }

export const initialLaunch: LaunchState = { status: idle, vendor: undefined }
