/**
 * `@arena-portal/sdk/core/contract`: The platform contract of spec section 7 as data: endpoints, envelopes, the decoder of
 * answers.
 */

export * as Acknowledged from "./Acknowledged.ts"
export * as Api from "./Api.ts"
export * as Decode from "./decode.ts"
export * as Endpoint from "./Endpoint.ts"
export * as Envelope from "./Envelope.ts"
