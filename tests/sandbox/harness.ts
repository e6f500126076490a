/**
 * Starts a real sandbox for a test file: a fresh in-memory PGlite, or, when `ARENA_TEST_PG` names a PostgreSQL
 * server (CI's run), a fresh database on it. Listens on a free loopback port. A `client` speaks the platform's wire.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, inject } from "vitest"
import { type Sandbox, startSandbox } from "../../sandbox/app.ts"
import { fromEnv } from "../../sandbox/config.ts"
import { sealForTest } from "../../sandbox/crypto/envelope.ts"
import type { Database } from "../../sandbox/db/Database.ts"
import { openPgliteMemory } from "../../sandbox/db/pglite.ts"
import { openPostgres } from "../../sandbox/db/postgres.ts"
import { scratchDatabase } from "../../sandbox/db/scratch.ts"

/**
 * The development token every test sandbox is started with (`ARENA_DEV_TOKEN`), which `client` sends to the
 * /sandbox/ tools as `X-Arena-Dev-Token`.
 */
export const devToken = process.env.ARENA_DEV_TOKEN || "arena-test-dev-token"

/** The headers a request to the /sandbox/ tools needs. */
export const devHeaders: Readonly<Record<string, string>> = { "X-Arena-Dev-Token": devToken }

/** The engine the sandbox tests run on. */
export const engine = process.env.ARENA_TEST_PG ? "postgres" : "pglite"

/** The run's template (template.ts), when the run has one: a file outside the sandbox projects has none. */
const template = (key: "pgliteTemplate" | "pgTemplate"): string | undefined =>
  (inject(key) as string | undefined) || undefined

/**
 * A fresh database on the engine of this run, unseeded: a copy of the run's migrated template when there is one,
 * else empty; `drop` removes it.
 */
export const freshDatabase = async (): Promise<{ db: Database; drop: () => Promise<void> }> => {
  const admin = process.env.ARENA_TEST_PG
  if (!admin) {
    const file = template("pgliteTemplate")
    const db = await openPgliteMemory(file === undefined ? undefined : new Blob([readFileSync(file)]))
    return { db, drop: async () => undefined }
  }
  const scratch = await scratchDatabase(
    admin,
    `arena_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`,
    template("pgTemplate"),
  )
  return { db: await openPostgres(scratch.url), drop: scratch.drop }
}

export interface TestSandbox extends Sandbox {
  /** Moves the sandbox's clock. */
  readonly advance: (ms: number) => void
  /** Stops the sandbox's clock at the present (only `advance` moves it) until `thaw`: for steps timed to the ms. */
  readonly freeze: () => void
  /** Lets the clock run again, keeping what `advance` added. */
  readonly thaw: () => void
  readonly stop: () => Promise<void>
}

export const startTestSandbox = async (env: Record<string, string> = {}): Promise<TestSandbox> => {
  const dataDir = mkdtempSync(join(tmpdir(), "arena-sandbox-"))
  const { db, drop } = await freshDatabase()
  let offset = 0
  let frozenAt: number | undefined
  const config = fromEnv({
    PORT: "0",
    ARENA_DATA_DIR: dataDir,
    ARENA_UI_DIR: join(dataDir, "ui"),
    ARENA_DEV_TOKEN: devToken,
    // The tests appear from chosen addresses through X-Forwarded-For, as if a proxy on this machine forwarded them.
    ARENA_TRUSTED_PROXIES: "127.0.0.1,::1",
    // The cheapest password hashing a development sandbox allows (vitest.config.ts says why); a production one
    // refuses it and hashes at its own cost.
    ARENA_PASSWORD_COST: env.ARENA_MODE === "production" ? "" : (process.env.ARENA_PASSWORD_COST ?? "1024"),
    // Every answer is checked against the published /openapi.json; `stop` fails the file if one did not pass.
    ARENA_CHECK_ANSWERS: process.env.ARENA_CHECK_ANSWERS ?? "1",
    ...env,
  })
  const sandbox = await startSandbox(config, {
    db,
    clock: () => (frozenAt ?? Date.now()) + offset,
    log: () => undefined,
  })
  return {
    ...sandbox,
    advance: (ms) => {
      offset += ms
    },
    freeze: () => {
      frozenAt ??= Date.now()
    },
    thaw: () => {
      if (frozenAt !== undefined) offset -= Date.now() - frozenAt
      frozenAt = undefined
    },
    stop: async () => {
      const mismatches = sandbox.services.answers?.mismatches() ?? []
      await sandbox.close()
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
      if (mismatches.length > 0)
        throw new Error(`answers that fail /openapi.json:\n${JSON.stringify(mismatches, null, 1).slice(0, 4000)}`)
    },
  }
}

/**
 * The sandbox of one test file: started before its tests (with `env` over the test defaults), stopped after them.
 * The value stands for it from the first test on; read before, it fails the test.
 */
export const fileSandbox = (env: Record<string, string> = {}): TestSandbox => {
  let started: TestSandbox | undefined
  beforeAll(async () => {
    started = await startTestSandbox(env)
  }, 120_000)
  afterAll(() => started?.stop())
  const now = (): TestSandbox => started ?? expect.fail("the file's sandbox is read before it started")
  return {
    get url() {
      return now().url
    },
    get services() {
      return now().services
    },
    get server() {
      return now().server
    },
    drain: (withinMs) => now().drain(withinMs),
    reset: () => now().reset(),
    close: () => now().close(),
    advance: (ms) => now().advance(ms),
    freeze: () => now().freeze(),
    thaw: () => now().thaw(),
    stop: () => now().stop(),
  }
}

/** A query value as text, whatever it is (fuzzed values may be objects without a usable toString). */
const queryText = (v: unknown): string => {
  if (typeof v === "string") return v
  try {
    return typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)
  } catch {
    return ""
  }
}

/** A wire-level client of the sandbox: the platform's headers, JSON, the encryption of encrypted calls. */
export const client = (base: string) => {
  let token: string | undefined
  let modulus: string | undefined
  const headers = (extra: Record<string, string> = {}) => ({
    "X-Gateway-Version": "3",
    Merchant: "arena",
    Device: "web",
    Language: "EN",
    ...(token === undefined ? {} : { Authorization: token }),
    ...extra,
  })
  const request = async (
    method: string,
    path: string,
    init: {
      query?: Record<string, unknown>
      body?: unknown
      encrypted?: boolean
      form?: Record<string, string>
      headers?: Record<string, string>
    } = {},
  ) => {
    const qs =
      init.query === undefined
        ? ""
        : `?${new URLSearchParams(Object.entries(init.query).map(([k, v]) => [k, queryText(v)])).toString()}`
    let body: string | undefined
    const extra: Record<string, string> = { ...(path.startsWith("/sandbox/") ? devHeaders : {}), ...init.headers }
    if (init.form !== undefined) {
      body = new URLSearchParams(init.form).toString()
      extra["Content-Type"] = "application/x-www-form-urlencoded"
    } else if (init.body !== undefined) {
      extra["Content-Type"] = "application/json"
      if (init.encrypted) {
        modulus ??= await (await fetch(`${base}/wps/session/key/rsa?t=${Date.now()}`)).text()
        const key = Array.from(
          { length: 16 },
          () => "abcdefghiklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSUVWXYZ0123456789"[Math.floor(Math.random() * 60)],
        ).join("")
        const sealed = sealForTest(modulus, key, init.body)
        extra.Encryption = sealed.header
        body = JSON.stringify(sealed.body)
      } else body = JSON.stringify(init.body)
    }
    const res = await fetch(`${base}${path}${qs}`, {
      method,
      headers: headers(extra),
      ...(body === undefined ? {} : { body }),
    })
    const text = await res.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    return {
      status: res.status,
      body: json as { success?: boolean; value?: any; errorCode?: string; message?: string } & Record<string, any>,
      headers: res.headers,
    }
  }
  return {
    request,
    get: (path: string, query?: Record<string, unknown>) => request("GET", path, query === undefined ? {} : { query }),
    setToken: (t: string | undefined) => {
      token = t
    },
    token: () => token,
  }
}
