/**
 * The password of "remember me" (spec section 3 lists it among the cookies): never kept by Arena in any form, in
 * any storage (README, Decisions). Where the browser has the Credential Management API, the browser's password
 * manager keeps it (`navigator.credentials.store(new PasswordCredential(...))`) and offers it back; elsewhere these
 * helpers do nothing. The UI calls `storePassword` after a successful login with remember ticked.
 */
import * as Effect from "effect/Effect"

/** A stored login as the browser's password manager hands it back. */
export interface StoredLogin {
  readonly id: string
  readonly password: string
}

/** The part of the Credential Management API used here (absent from TypeScript's DOM library). */
export interface CredentialsHost {
  readonly navigator?: {
    readonly credentials?: {
      readonly store: (credential: unknown) => Promise<unknown>
      readonly get: (options: unknown) => Promise<unknown>
    }
  }
  readonly PasswordCredential?: new (data: { id: string; password: string; name?: string }) => unknown
}

const host = (): CredentialsHost => globalThis as CredentialsHost

/** True where the browser can keep passwords for us. */
export const isSupported = (h: CredentialsHost = host()): boolean =>
  h.PasswordCredential !== undefined && h.navigator?.credentials !== undefined

/** Offers the login to the browser's password manager; false where it is not supported or refused. */
export const storePassword = (id: string, password: string, h: CredentialsHost = host()): Effect.Effect<boolean> =>
  Effect.promise(async () => {
    const Credential = h.PasswordCredential
    const credentials = h.navigator?.credentials
    if (Credential === undefined || credentials === undefined || id === "" || password === "") return false
    try {
      await credentials.store(new Credential({ id, password, name: id }))
      return true
    } catch {
      return false
    }
  })

/** The login the browser's password manager offers (it may ask the person); undefined where there is none. */
export const getPassword = (h: CredentialsHost = host()): Effect.Effect<StoredLogin | undefined> =>
  Effect.promise(async () => {
    const credentials = h.navigator?.credentials
    if (h.PasswordCredential === undefined || credentials === undefined) return undefined
    try {
      const c = (await credentials.get({ password: true, mediation: "optional" })) as {
        id?: unknown
        password?: unknown
      } | null
      return typeof c?.id === "string" && typeof c.password === "string"
        ? { id: c.id, password: c.password }
        : undefined
    } catch {
      return undefined
    }
  })
