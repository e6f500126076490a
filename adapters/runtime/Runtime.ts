/**
 * What a composition root provides to the core's workflows: every port (DESIGN.md, core/Workflows) plus the event
 * log over a store. The browser and Node roots differ only in the parts they pick; this module puts the parts
 * together as one Layer, so the set of services is written once.
 */
import * as Layer from "effect/Layer"
import type { LocalKey, SessionKey } from "../../core/model/StorageKeys.ts"
import { Clock, type ClockShape } from "../../core/ports/Clock.ts"
import { Cookies, type CookiesShape } from "../../core/ports/Cookies.ts"
import { Encryptor, type EncryptorShape } from "../../core/ports/Encryptor.ts"
import { Ids, type IdsShape } from "../../core/ports/Ids.ts"
import { type KeyValueShape, LocalStore, SessionStore } from "../../core/ports/KeyValue.ts"
import { Platform, type PlatformShape } from "../../core/ports/Platform.ts"
import { Verifier, type VerifierShape } from "../../core/ports/Verifier.ts"
import { EventLog, fromStore } from "../../core/store/EventLog.ts"
import type { Store } from "../../core/store/Store.ts"
import { systemClock } from "../clock/systemClock.ts"
import { randomIds } from "../ids/randomIds.ts"
import { sandboxVerifier } from "../verifier/sandboxVerifier.ts"

/** Every service a workflow may ask for. */
export type Services = Platform | SessionStore | LocalStore | Cookies | Clock | Encryptor | Verifier | Ids | EventLog

/** The parts of a runtime. */
export interface Parts {
  readonly store: Store
  readonly platform: PlatformShape
  readonly session: KeyValueShape<SessionKey>
  readonly local: KeyValueShape<LocalKey>
  readonly cookies: CookiesShape
  readonly clock: ClockShape
  readonly encryptor: EncryptorShape
  readonly verifier: VerifierShape
  readonly ids: IdsShape
}

/** The parts every composition root takes from the machine: its clock, the sandbox's verifier, random ids. */
export const onThisMachine = (p: Omit<Parts, "clock" | "verifier" | "ids">): Parts => ({
  ...p,
  clock: systemClock,
  verifier: sandboxVerifier,
  ids: randomIds,
})

/** The parts as one Layer of every service. */
export const layerOf = (parts: Parts): Layer.Layer<Services> =>
  Layer.mergeAll(
    Layer.succeed(Platform, parts.platform),
    Layer.succeed(SessionStore, parts.session),
    Layer.succeed(LocalStore, parts.local),
    Layer.succeed(Cookies, parts.cookies),
    Layer.succeed(Clock, parts.clock),
    Layer.succeed(Encryptor, parts.encryptor),
    Layer.succeed(Verifier, parts.verifier),
    Layer.succeed(Ids, parts.ids),
    Layer.succeed(EventLog, fromStore(parts.store)),
  )
