/** Vite's client types for the UI: `import.meta.glob` (translations loaded per language and area on demand). */
/// <reference types="vite/client" />
