/**
 * `@arena-portal/sdk/core`: the pure domain of the portal. Entities, the platform contract, events, state and reducers,
 * validation, permissions, workflows over ports, and the store. No DOM, no fetch, no clock of its own.
 * Each area is also its own subpath (`@arena-portal/sdk/core/projections`, `@arena-portal/sdk/core/model`...), so a shell that needs one
 * area imports only that.
 */

export * from "./contract/index.ts"
export * from "./events/index.ts"
export * from "./model/index.ts"
export * from "./permissions/index.ts"
export * from "./ports/index.ts"
export * from "./projections/index.ts"
export * from "./state/index.ts"
export * from "./store/index.ts"
export * as Validation from "./validation/index.ts"
export * as Workflows from "./workflows/index.ts"
