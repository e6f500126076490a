/**
 * React's own `useSyncExternalStore`, which the browser build gives wouter in place of the
 * `use-sync-external-store` shim it imports for React 17 (vite.config.ts alias): React 19 has the hook, so the shim
 * is only weight on the first view.
 */
export { useSyncExternalStore } from "react"
