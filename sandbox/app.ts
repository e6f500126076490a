/**
 * Assembles the sandbox: opens the database the configuration names, migrates and seeds it, loads the RSA key and
 * starts the HTTP server. `npm start` and the tests both start it through here.
 */

import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
import { openApiDocument } from "../core/contract/openApi.ts"
import { setPasswordCost } from "./auth/passwords.ts"
import type { Config } from "./config.ts"
import { keep, loadShared, type RsaKey } from "./crypto/rsaKey.ts"
import { type Database, open } from "./db/Database.ts"
import { migrate } from "./db/migrate.ts"
import { handlers } from "./handlers/index.ts"
import type { AccessEntry } from "./http/operations.ts"
import { makeServer } from "./http/server.ts"
import { routes } from "./routes.ts"
import { demoAccountsIn, seedIfEmpty } from "./seed/seed.ts"
import { makeServices, type Services } from "./services.ts"

export interface Sandbox {
  readonly url: string
  readonly services: Services
  readonly server: Server
  /**
   * Stops taking requests, finishes those in flight (at most `withinMs`, 10 s by default, minus a margin to close the
   * database), then closes the database: what SIGTERM does.
   */
  readonly drain: (withinMs?: number) => Promise<void>
  /** Drops every table, migrates and seeds again (development). */
  readonly reset: () => Promise<void>
  readonly close: () => Promise<void>
}

/** PostgreSQL's code of a transaction chosen as a deadlock's victim. */
const deadlockCode = "40P01"

/**
 * Wipes the schema, then migrates and seeds; the platform's key in use stays (clients hold its modulus). The drop
 * waits on the background sweeps' row locks and may be chosen as a deadlock's victim while one runs: it is tried
 * again (a few times, briefly apart) rather than failing the reset.
 */
export const resetDatabase = async (
  db: Database,
  now: number,
  key?: RsaKey,
  options: { readonly demo?: boolean } = {},
): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.exec("drop schema public cascade; create schema public;")
      break
    } catch (e) {
      if ((e as { code?: unknown }).code !== deadlockCode || attempt >= 5) throw e
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
  await migrate(db)
  if (key !== undefined) await keep(db, key)
  await seed(db, now, options)
}

/** Seeds an empty database, under a lock so that of several instances starting at once one seeds. */
const seed = (db: Database, now: number, options: { readonly demo?: boolean }) =>
  db.withLock("arena:seed", () => seedIfEmpty(db, now, options))

/**
 * A production instance refuses a database holding the demo accounts: their passwords are printed in the README, so
 * anyone could log in as them (and agent01 holds money). A public demo says so with `ARENA_PUBLIC_DEMO=1`.
 */
const refuseDemoAccounts = async (db: Database, config: Config): Promise<void> => {
  if (config.demoAccounts) return
  const found = await demoAccountsIn(db)
  if (found.length === 0) return
  throw new Error(
    `This database holds the demo accounts ${found.join(", ")}, whose passwords are public (README). ` +
      "A production instance does not start on them: delete or rename them, or start a fresh database, or, for a " +
      "public demo whose accounts anyone may use, set ARENA_PUBLIC_DEMO=1.",
  )
}

export const startSandbox = async (
  config: Config,
  options: {
    readonly db?: Database
    readonly clock?: () => number
    readonly log?: (line: string) => void
    readonly accessLog?: (entry: AccessEntry) => void
  } = {},
): Promise<Sandbox> => {
  setPasswordCost(config.passwordCost)
  const db = options.db ?? (await open(config))
  await migrate(db)
  const rsa = await loadShared(db, {
    dataDir: config.dataDir,
    ...(config.rsaPrivateKey === undefined ? {} : { given: config.rsaPrivateKey }),
  })
  // ajv is a development dependency: loaded only when the answers are to be checked.
  const answerCheck = config.checkAnswers
    ? (await import("./http/answerCheck.ts")).makeAnswerCheck(openApiDocument())
    : undefined
  const services = makeServices(config, db, rsa, { ...options, ...(answerCheck === undefined ? {} : { answerCheck }) })
  await seed(db, services.clock(), { demo: config.demoAccounts })
  await refuseDemoAccounts(db, config).catch(async (e: unknown) => {
    if (options.db === undefined) await db.close()
    throw e
  })
  const reset = () =>
    resetDatabase(db, services.clock(), config.rsaPrivateKey === undefined ? rsa : undefined, {
      demo: config.demoAccounts,
    })
  const server = makeServer(services, handlers, routes(services, reset))
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(config.port, config.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`,
    services,
    server,
    reset,
    drain: async (withinMs = 10_000) => {
      // Streams never finish by themselves: they end first, and their clients reconnect to another instance.
      services.live.close()
      await services.operations.drain(server, Math.max(0, withinMs - 1000))
      await services.rsaPool.close()
      await db.close()
    },
    close: async () => {
      services.live.close()
      await services.rsaPool.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await db.close()
    },
  }
}
