/**
 * `@arena-portal/sdk/adapters`: the core's ports bound to the world, for integrators (DESIGN.md, "Who uses it"). The platform
 * client over fetch, browser storage and cookies, the clock and its ticker, the platform's encryption (its cipher a
 * lazy chunk, never imported from here), the sandbox verifier, the browser and Node composition roots, and HAR
 * recording, import and replay. The msw handlers (adapters/har/mswHandlers.ts) are test tooling and stay out.
 */

export * as Credentials from "./browser/credentials.ts"
export * as DocumentCookies from "./browser/documentCookies.ts"
export * as BrowserRuntime from "./browser/runtime.ts"
export * as WebStorage from "./browser/webStorage.ts"
export * as SystemClock from "./clock/systemClock.ts"
export * as Ticker from "./clock/ticker.ts"
export * as Encryptor from "./crypto/Encryptor.ts"
export * as ReplayFormat from "./har/formatReplay.ts"
export * as Har from "./har/Har.ts"
export * as HarImport from "./har/importHar.ts"
export * as Projections from "./har/projections.ts"
export * as HarRecorder from "./har/record.ts"
export * as HarReplay from "./har/replay.ts"
export * as Fetch from "./http/Fetch.ts"
export * as PlatformClient from "./http/PlatformClient.ts"
export * as NodeRuntime from "./node/runtime.ts"
export * as Runtime from "./runtime/Runtime.ts"
export * as SandboxVerifier from "./verifier/sandboxVerifier.ts"
