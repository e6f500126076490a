/**
 * `@arena-portal/sdk/core/ports`: The ports workflows run over (platform, clock, storage, cookies, encryption, ids, verifier):
 * adapters bind them.
 */

export * as Clock from "./Clock.ts"
export * as Cookies from "./Cookies.ts"
export * as Encryptor from "./Encryptor.ts"
export * as Ids from "./Ids.ts"
export * as KeyValue from "./KeyValue.ts"
export * as Platform from "./Platform.ts"
export * as Verifier from "./Verifier.ts"
