/** Everything handlers share: the database, the key, sessions, the clock, the log and the settings. */

import { type Admission, makeAdmission } from "./auth/admission.ts"
import { makeSessions, type Sessions } from "./auth/sessions.ts"
import type { Config } from "./config.ts"
import { type DecryptionBudget, makeDecryptionBudget } from "./crypto/decryptionBudget.ts"
import { type SeenKeys, seenKeysIn } from "./crypto/envelope.ts"
import type { RsaKey } from "./crypto/rsaKey.ts"
import { makeRsaPool, type RsaPool } from "./crypto/rsaPool.ts"
import type { Database } from "./db/Database.ts"
import type { AnswerCheck, AnswerMismatch } from "./http/answerCheck.ts"
import { type AccessEntry, makeOperations, type Operations } from "./http/operations.ts"
import { defaultLimits, type LiveHub, makeLiveHub } from "./live/hub.ts"

export interface Switches {
  maintenance: boolean
  regionRestricted: boolean
}

export interface Services {
  readonly config: Config
  readonly db: Database
  readonly rsa: RsaKey
  readonly seenKeys: SeenKeys
  /** The worker threads that do the RSA private-key work (crypto/rsaPool.ts), as many as the admission's slots. */
  readonly rsaPool: RsaPool
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
  /** The live streams this instance holds (live/hub.ts). */
  readonly live: LiveHub
  /** Every answer checked against `/openapi.json`, when `checkAnswers` is on (http/answerCheck.ts). */
  readonly answers: AnsweredLog | undefined
}

/** The answers checked against the published document, and those that failed it. */
export interface AnsweredLog {
  readonly record: (method: string, path: string, status: number, text: string) => void
  readonly checked: () => number
  readonly mismatches: () => ReadonlyArray<AnswerMismatch>
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
    /** The checker of answers, when `checkAnswers` is on. */
    answerCheck?: AnswerCheck
  } = {},
): Services => {
  const base = options.clock ?? Date.now
  let offset = 0
  const clock = () => base() + offset
  const log = options.log ?? ((line: string) => console.error(`[sandbox] ${line}`))
  const sessions = makeSessions(db)
  const live = makeLiveHub(
    { db, validate: sessions.touch, clock, log },
    config.liveHeartbeatMs === undefined ? defaultLimits : { ...defaultLimits, heartbeatMs: config.liveHeartbeatMs },
  )
  return {
    config,
    db,
    rsa,
    seenKeys: seenKeysIn(db),
    rsaPool: makeRsaPool(rsa.native, config.hashing.slots),
    hashing: makeAdmission(config.hashing),
    decryptions: makeDecryptionBudget(),
    sessions,
    clock,
    advanceClock: (ms) => {
      offset += ms
    },
    log,
    merchantCode: "arena",
    switches: { maintenance: config.maintenance, regionRestricted: config.regionRestricted },
    operations: makeOperations(db, options.accessLog, live.count),
    live,
    answers: options.answerCheck === undefined ? undefined : answeredLog(options.answerCheck),
  }
}

/** A log of checked answers over a checker; an answer that is not JSON is left to the call's own tests. */
const answeredLog = (check: AnswerCheck): AnsweredLog => {
  let checked = 0
  const failed: Array<AnswerMismatch> = []
  return {
    record: (method, path, status, text) => {
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        return
      }
      checked++
      const mismatch = check(method, path, status, body)
      if (mismatch !== undefined && failed.length < 100) failed.push(mismatch)
    },
    checked: () => checked,
    mismatches: () => failed,
  }
}
