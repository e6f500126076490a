/** Everything handlers share: the database, the key, sessions, the clock, the log and the settings. */

import { type Admission, makeAdmission } from "./auth/admission.ts"
import { makeSessions, type Sessions } from "./auth/sessions.ts"
import type { Config } from "./config.ts"
import { type DecryptionBudget, makeDecryptionBudget } from "./crypto/decryptionBudget.ts"
import { type SeenKeys, seenKeysIn } from "./crypto/envelope.ts"
import type { RsaKey } from "./crypto/rsaKey.ts"
import type { Database } from "./db/Database.ts"
import { type AccessEntry, makeOperations, type Operations } from "./http/operations.ts"

export interface Switches {
  maintenance: boolean
  regionRestricted: boolean
}

export interface Services {
  readonly config: Config
  readonly db: Database
  readonly rsa: RsaKey
  readonly seenKeys: SeenKeys
  /** The admission of password hashing for callers without a session (auth/admission.ts). */
  readonly hashing: Admission
  /** This process's budget of RSA decryptions, per address and in all (checked before any decryption). */
  readonly decryptions: DecryptionBudget
  readonly sessions: Sessions
  /** Epoch milliseconds; tests may move it, and so may the development clock (`advanceClock`). */
  readonly clock: () => number
  /** Moves the clock forward by `ms` (development mode's `POST /sandbox/admin/clock`); this process only. */
  readonly advanceClock: (ms: number) => void
  readonly log: (line: string) => void
  readonly merchantCode: string
  /** The blocking switches (maintenance, regional restriction), changeable at run time in development mode. */
  readonly switches: Switches
  /** Request ids, the access log, health probes and draining (http/operations.ts). */
  readonly operations: Operations
}

export const makeServices = (
  config: Config,
  db: Database,
  rsa: RsaKey,
  options: {
    clock?: () => number
    log?: (line: string) => void
    /** Where each request's log line goes; absent, nowhere. */
    accessLog?: (entry: AccessEntry) => void
  } = {},
): Services => {
  const base = options.clock ?? Date.now
  let offset = 0
  return {
    config,
    db,
    rsa,
    seenKeys: seenKeysIn(db),
    hashing: makeAdmission(config.hashing),
    decryptions: makeDecryptionBudget(),
    sessions: makeSessions(db),
    clock: () => base() + offset,
    advanceClock: (ms) => {
      offset += ms
    },
    log: options.log ?? ((line) => console.error(`[sandbox] ${line}`)),
    merchantCode: "arena",
    switches: { maintenance: config.maintenance, regionRestricted: config.regionRestricted },
    operations: makeOperations(db, options.accessLog),
  }
}
