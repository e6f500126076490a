/** `@arena-portal/sdk/core/store`: The store: an event log with its folded state, and subscriptions. */

export * as EventLog from "./EventLog.ts"
export * as Store from "./Store.ts"
