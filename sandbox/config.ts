/**
 * The sandbox's settings, read once from the environment: `PORT` (8080), `ARENA_DATA_DIR`
 * (`./.arena-data`), `DATABASE_URL` (a PostgreSQL server instead of the embedded PGlite), `ARENA_MODE`
 * (`development` by default; `production` hides the /sandbox/* tools), `ARENA_RSA_PRIVATE_KEY` (the PEM or JWK key
 * every instance shares; absent, the first instance generates one into the database), and the two blocking switches
 * `ARENA_MAINTENANCE=1` and `ARENA_REGION_RESTRICTED=1`. `ARENA_DEV_TOKEN` is the token the development tools ask
 * for (random for each start when unset); `ARENA_TRUSTED_PROXIES` the proxies whose `X-Forwarded-For` is believed;
 * `ARENA_CORS_ORIGINS` the origins of other shells that may call the API from a browser; `ARENA_PUBLIC_URL` the
 * portal's address as members reach it, for links in emails (never taken from a request's Host header, which a
 * stranger chooses: a reset link must not point elsewhere); unset in development, `http://localhost:<PORT>`.
 * `ARENA_PASSWORD_COST` is scrypt's N for new password hashes (16384; the tests' development sandboxes use 1024).
 * The budgets of what strangers make the operator spend (sandbox/auth/budgets.ts; defaults for production, and wider
 * ones for a developer's own sandbox): `ARENA_SMS_PER_ADDRESS` SMS codes per address in 5 minutes (3),
 * `ARENA_SMS_PER_NUMBER` per number in an hour (10), `ARENA_SMS_PER_MINUTE` for the whole platform (20),
 * `ARENA_EMAIL_PER_MINUTE` emails for the whole platform (20), `ARENA_FUN_PER_ADDRESS` fun sessions per address in
 * an hour (60).
 * `ARENA_LIVE_HEARTBEAT_MS` (development only) how often an idle live stream gets a comment (25 s otherwise).
 * `ARENA_HASH_SLOTS` and `ARENA_HASH_QUEUE` bound the password hashing strangers can cause (sandbox/auth/admission.ts):
 * hashes at once (1) and waiting (8); a developer's sandbox allows 2 and 256.
 * `ARENA_PUBLIC_DEMO=1` declares a production instance a public demo: it seeds the demo brand, whose passwords are
 * public, and starts on a database holding them (without it, production seeds no account and refuses to start on one
 * that holds the demo accounts).
 */
import { randomBytes } from "node:crypto"
import type { BlockList } from "node:net"
import { resolve } from "node:path"
import type { AdmissionLimits } from "./auth/admission.ts"
import { cheapestCost, productionCost } from "./auth/passwords.ts"
import { trustedProxySet } from "./http/clientAddress.ts"

export interface Config {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  readonly development: boolean
  /** The value of `X-Arena-Dev-Token` the /sandbox/ tools require (sandbox/http/devAccess.ts). */
  readonly devToken: string
  /** Proxies whose `X-Forwarded-For` is believed (`ARENA_TRUSTED_PROXIES`: addresses or CIDR ranges; none by default). */
  readonly trustedProxies: BlockList
  readonly maintenance: boolean
  readonly regionRestricted: boolean
  /** Folder of the built UI served on the same origin. */
  readonly uiDir: string
  /** The platform's RSA private key (PEM or JWK), shared by every instance; absent: generated once, kept in the database. */
  readonly rsaPrivateKey: string | undefined
  /** Origins of other shells allowed to call the API from a browser (`ARENA_CORS_ORIGINS`, comma-separated). */
  readonly corsOrigins: ReadonlySet<string>
  /** The portal's address for links in emails; undefined: the emails carry the code alone. */
  readonly publicUrl: string | undefined
  /** scrypt's N for new password hashes (`ARENA_PASSWORD_COST`): 16384; a development sandbox may go down to 1024. */
  readonly passwordCost: number
  /**
   * Check every answer against the published `/openapi.json` and keep what fails (`ARENA_CHECK_ANSWERS`, development
   * mode only): the test suites run with it and assert that nothing failed (sandbox/http/answerCheck.ts).
   */
  readonly checkAnswers: boolean
  /**
   * `ARENA_LIVE_HEARTBEAT_MS` (development only): how often an idle live stream gets a comment (25 s otherwise). A
   * bench that runs the page's clock an hour ahead in seconds needs the heartbeats that hour would bring.
   */
  readonly liveHeartbeatMs: number | undefined
  /** What strangers may make the operator spend (sandbox/auth/budgets.ts). */
  readonly budgets: Budgets
  /** The admission of password hashing for callers without a session (sandbox/auth/admission.ts). */
  readonly hashing: AdmissionLimits
  /** Seeds and accepts the demo accounts (public passwords): development mode, or production with `ARENA_PUBLIC_DEMO=1`. */
  readonly demoAccounts: boolean
}

/** The spending budgets, each a count of its window (config's opening paragraph names the variables). */
export interface Budgets {
  /** SMS codes one address may ask for in 5 minutes. */
  readonly smsPerAddress: number
  /** SMS codes one number may be sent in an hour. */
  readonly smsPerNumber: number
  /** SMS codes the whole platform sends in a minute. */
  readonly smsPerMinute: number
  /** Emails the whole platform sends in a minute. */
  readonly emailPerMinute: number
  /** Fun sessions one address may open in an hour. */
  readonly funPerAddress: number
}

/** The budgets of production, and of a developer's sandbox (its own tests and clicks, never a stranger's bill). */
const budgetDefaults: Readonly<Record<"production" | "development", Budgets>> = {
  production: { smsPerAddress: 3, smsPerNumber: 10, smsPerMinute: 20, emailPerMinute: 20, funPerAddress: 60 },
  development: { smsPerAddress: 100, smsPerNumber: 10, smsPerMinute: 600, emailPerMinute: 600, funPerAddress: 1000 },
}

/** A count read from the environment: a whole number from `min`, else `fallback` when unset. */
const countOf = (env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number => {
  const value = env[name]
  if (value === undefined || value === "") return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > 1_000_000)
    throw new Error(`${name} must be a count from ${min}, got ${value}`)
  return n
}

const budgetsOf = (env: NodeJS.ProcessEnv, development: boolean): Budgets => {
  const defaults = budgetDefaults[development ? "development" : "production"]
  const count = (name: string, fallback: number) => countOf(env, name, fallback)
  return {
    smsPerAddress: count("ARENA_SMS_PER_ADDRESS", defaults.smsPerAddress),
    smsPerNumber: count("ARENA_SMS_PER_NUMBER", defaults.smsPerNumber),
    smsPerMinute: count("ARENA_SMS_PER_MINUTE", defaults.smsPerMinute),
    emailPerMinute: count("ARENA_EMAIL_PER_MINUTE", defaults.emailPerMinute),
    funPerAddress: count("ARENA_FUN_PER_ADDRESS", defaults.funPerAddress),
  }
}

/** `ARENA_PASSWORD_COST`: a power of two, at least the production cost unless the sandbox is a development one. */
const passwordCostOf = (value: string | undefined, development: boolean): number => {
  if (value === undefined || value === "") return productionCost
  const cost = Number(value)
  const floor = development ? cheapestCost : productionCost
  if (!Number.isInteger(cost) || cost < floor || cost > 2 ** 20 || (cost & (cost - 1)) !== 0)
    throw new Error(`ARENA_PASSWORD_COST must be a power of two from ${floor} to ${2 ** 20}, got ${value}`)
  return cost
}

const countOrUndefined = (env: NodeJS.ProcessEnv, name: string, min: number): number | undefined =>
  env[name] === undefined || env[name] === "" ? undefined : countOf(env, name, 0, min)

const flag = (v: string | undefined) => v === "1" || v === "true"

/** Reads the configuration from an environment (process.env by default). */
export const fromEnv = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`)
  const development = (env.ARENA_MODE ?? "development") !== "production"
  return {
    port,
    host: env.HOST ?? "127.0.0.1",
    dataDir: resolve(env.ARENA_DATA_DIR ?? ".arena-data"),
    databaseUrl: env.DATABASE_URL === "" ? undefined : env.DATABASE_URL,
    development,
    devToken:
      env.ARENA_DEV_TOKEN === undefined || env.ARENA_DEV_TOKEN === ""
        ? randomBytes(18).toString("base64url")
        : env.ARENA_DEV_TOKEN,
    trustedProxies: trustedProxySet(
      (env.ARENA_TRUSTED_PROXIES ?? "")
        .split(",")
        .map((p) => p.trim())
        .filter((p) => p !== ""),
    ),
    maintenance: flag(env.ARENA_MAINTENANCE),
    regionRestricted: flag(env.ARENA_REGION_RESTRICTED),
    uiDir: resolve(env.ARENA_UI_DIR ?? "dist/ui"),
    rsaPrivateKey: env.ARENA_RSA_PRIVATE_KEY === "" ? undefined : env.ARENA_RSA_PRIVATE_KEY,
    corsOrigins: new Set(
      (env.ARENA_CORS_ORIGINS ?? "")
        .split(",")
        .map((o) => o.trim().replace(/\/+$/, ""))
        .filter((o) => o !== ""),
    ),
    publicUrl:
      env.ARENA_PUBLIC_URL !== undefined && env.ARENA_PUBLIC_URL !== ""
        ? env.ARENA_PUBLIC_URL.replace(/\/+$/, "")
        : development
          ? `http://localhost:${port}`
          : undefined,
    passwordCost: passwordCostOf(env.ARENA_PASSWORD_COST, development),
    checkAnswers: development && flag(env.ARENA_CHECK_ANSWERS),
    liveHeartbeatMs: development ? countOrUndefined(env, "ARENA_LIVE_HEARTBEAT_MS", 10) : undefined,
    budgets: budgetsOf(env, development),
    hashing: {
      slots: countOf(env, "ARENA_HASH_SLOTS", development ? 2 : 1, 1),
      queue: countOf(env, "ARENA_HASH_QUEUE", development ? 256 : 8),
    },
    demoAccounts: development || flag(env.ARENA_PUBLIC_DEMO),
  }
}
