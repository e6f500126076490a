/**
 * A typed request made ready for the wire, through the endpoint's own schema (core/contract/Endpoint.ts): GET and
 * `form` fields through `Schema.toCodecStringTree` (the codec the sandbox decodes them with), JSON bodies through the
 * schema's encoded side. Encoders are built once per endpoint and cached, as core/contract/decode.ts does decoders.
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { Endpoint } from "../../core/contract/Endpoint.ts"
import { toQueryString } from "./queryString.ts"

/** A request as it travels: an urlencoded text (query or form body) or a JSON value. */
export type WireFields =
  | { readonly carrier: "query" | "form"; readonly text: string }
  | { readonly carrier: "json"; readonly json: unknown }

type Encoder = (request: unknown) => Result.Result<WireFields, Schema.SchemaError>

const encoders = new WeakMap<Endpoint, Encoder>()

const build = (endpoint: Endpoint): Encoder => {
  const schema = endpoint.request as Schema.Codec<unknown, unknown>
  if (endpoint.carrier === "json") {
    const encode = Schema.encodeUnknownResult(schema)
    return (request) => Result.map(encode(request), (json): WireFields => ({ carrier: "json", json }))
  }
  const carrier = endpoint.carrier
  const encode = Schema.encodeUnknownResult(Schema.toCodecStringTree(schema))
  return (request) =>
    Result.map(encode(request), (tree): WireFields => ({ carrier, text: toQueryString(tree as Schema.StringTree) }))
}

/** Encodes a request of `endpoint` for the wire. */
export const encodeRequest = (endpoint: Endpoint, request: unknown): Result.Result<WireFields, Schema.SchemaError> => {
  let encoder = encoders.get(endpoint)
  if (encoder === undefined) {
    encoder = build(endpoint)
    encoders.set(endpoint, encoder)
  }
  return encoder(request)
}
