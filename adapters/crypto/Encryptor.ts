/**
 * The real `Encryptor` port (core/ports/Encryptor.ts) for the browser and Node: fetches the platform's RSA modulus
 * as text from `GET /wps/session/key/rsa?t=<ms>` (only `Cache-Control: no-cache`, no Merchant or Authorization:
 * wire notes section 3), draws a fresh 16-character key per call, and seals the body. The cipher code is a lazy chunk
 * (`import("./platformCipher.ts")`), loaded the first time an encrypted call or an encrypted link needs it.
 *
 * A failure to get a usable key is a defect of the Effect (the port has no error channel); the platform client turns
 * it into "network link abnormal", as the platform's client shows its "NO RSA KEY" rejection.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Encryptor, type EncryptorShape } from "../../core/ports/Encryptor.ts"
import { type FetchLike, globalFetch, joinUrl } from "../http/Fetch.ts"
import { type RandomBytes, randomKey, webRandomBytes } from "./randomKey.ts"

/** Where the key comes from and how keys are drawn. */
export interface EncryptorConfig {
  /** The API host; empty for the page's own origin. */
  readonly baseUrl?: string
  readonly fetch?: FetchLike
  /** Epoch ms for the `t` cache-buster. */
  readonly now?: () => number
  readonly random?: RandomBytes
}

/** The RSA key could not be had or used: the platform's script rejects with "NO RSA KEY". */
export class NoRsaKey extends Error {
  override readonly name = "NoRsaKey"
}

/** The path of the key endpoint. */
export const rsaKeyPath = "/wps/session/key/rsa"

const loadCipher = () => import("./platformCipher.ts")

/** An Encryptor speaking to the platform at `baseUrl`. */
export const make = (config: EncryptorConfig = {}): EncryptorShape => {
  const fetchFn = config.fetch ?? globalFetch
  const now = config.now ?? Date.now
  const random = config.random ?? webRandomBytes
  return {
    encrypt: (json) =>
      Effect.promise(async (signal) => {
        const res = await fetchFn(joinUrl(config.baseUrl ?? "", `${rsaKeyPath}?t=${now()}`), {
          method: "GET",
          headers: { "Cache-Control": "no-cache" },
          signal,
        })
        if (!res.ok) throw new NoRsaKey(`NO RSA KEY: the key endpoint answered ${res.status}`)
        const [text, cipher] = await Promise.all([res.text(), loadCipher()])
        const sealed = cipher.seal(text, randomKey(16, random), json)
        if (sealed === undefined) throw new NoRsaKey("NO RSA KEY: the key endpoint's text is not a modulus")
        return sealed
      }),
    decryptLink: (path) =>
      path.trim().startsWith("http")
        ? Effect.succeed(path.trim())
        : Effect.promise(() => loadCipher().then((c) => c.openLink(path))),
  }
}

/** The Encryptor as a layer. */
export const layer = (config?: EncryptorConfig) => Layer.succeed(Encryptor, make(config))
