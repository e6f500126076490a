/**
 * The platform's encryption of the calls the contract marks (wire notes section 3), as a port: the client needs it
 * for encrypted bodies, workflows for the free-play random string and the customer-service chat link.
 * The real one lives in adapters/crypto, loaded lazily; the memory one is a reversible stand-in for tests.
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

export interface EncryptorShape {
  /** Wraps a JSON text: the `Encryption` header and the `{ value }` body. */
  readonly encrypt: (json: string) => Effect.Effect<{ readonly header: string; readonly value: string }>
  /** Decrypts a customer-service path (base64 ciphertext followed by its 8-character key). */
  readonly decryptLink: (path: string) => Effect.Effect<string | undefined>
}

export class Encryptor extends Context.Service<Encryptor, EncryptorShape>()("arena/Encryptor") {}

/** A stand-in: base64 of the text, and links given as `plain:<url>`. */
export const memory: EncryptorShape = {
  encrypt: (json) => Effect.succeed({ header: "memory", value: btoa(unescape(encodeURIComponent(json))) }),
  decryptLink: (path) =>
    Effect.succeed(path.startsWith("http") ? path : path.startsWith("plain:") ? path.slice(6) : undefined),
}

export const layerMemory = Layer.succeed(Encryptor, memory)
