/**
 * Production mode holds no known secret (DESIGN "sandbox"): it seeds the brand (settings, catalogue, content) but no
 * demo account, code or payee name; it refuses to start on a database that holds the demo accounts, naming them,
 * unless the operator says the instance is a public demo (`ARENA_PUBLIC_DEMO=1`); the operator makes the first
 * accounts with the admin command, the password read from standard input. Runs on PGlite, and on PostgreSQL when
 * `ARENA_TEST_PG` names a server.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Readable } from "node:stream"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runAdmin } from "../../sandbox/admin.ts"
import { startSandbox } from "../../sandbox/app.ts"
import { cheapestCost, setPasswordCost } from "../../sandbox/auth/passwords.ts"
import { fromEnv } from "../../sandbox/config.ts"
import { migrate } from "../../sandbox/db/migrate.ts"
import { seed } from "../../sandbox/seed/seed.ts"
import { client, freshDatabase, startTestSandbox, type TestSandbox } from "./harness.ts"

/** The demo brand's accounts and passwords as the README prints them (the public values a stranger knows). */
const publicDemo = [
  ["player01", "Player123"],
  ["agent01", "Agent123"],
  ["agent02", "Agent123"],
  ["trial01", "Trial123"],
] as const

let host = 0
/** A login from an address of its own (an address's failures would otherwise ask for the captcha after three). */
const loginAs = (base: string, username: string, password: string) =>
  client(base).request("POST", "/wps/session/login", {
    body: { username, password, type: "username" },
    encrypted: true,
    headers: { "X-Forwarded-For": `203.0.113.${++host}` },
  })

describe("a production instance on an empty database", () => {
  let production: TestSandbox
  beforeAll(async () => {
    production = await startTestSandbox({ ARENA_MODE: "production" })
  })
  afterAll(() => production?.stop())

  it("lets no demo account log in, and holds no demo member, code or payee name", async () => {
    for (const [account, password] of publicDemo) {
      const res = await loginAs(production.url, account, password)
      expect(res.body.errorCode, account).toBe("login_failed")
    }
    const [row] = await production.services.db.query<{ n: unknown }>(
      "select count(*) as n from members where google_code is not null or payee_name is not null or account = any($1)",
      [publicDemo.map(([a]) => a)],
    )
    expect(Number(row?.n)).toBe(0)
  })

  it("still serves the brand: its settings and its catalogue", async () => {
    const settings = await client(production.url).get("/wps/system/whitelabel")
    expect(settings.status).toBe(200)
    const [games] = await production.services.db.query<{ n: unknown }>("select count(*) as n from games")
    expect(Number(games?.n)).toBeGreaterThan(0)
  })

  it("seeds the brand once: a restart on the same database adds nothing", async () => {
    const [before] = await production.services.db.query<{ n: unknown }>("select count(*) as n from announcements")
    const again = await startSandbox(
      fromEnv({ ...process.env, ARENA_MODE: "production", PORT: "0", ARENA_PASSWORD_COST: "" }),
      { db: production.services.db, log: () => undefined },
    )
    again.server.closeAllConnections()
    await new Promise<void>((resolve) => again.server.close(() => resolve()))
    const [after] = await production.services.db.query<{ n: unknown }>("select count(*) as n from announcements")
    expect(Number(after?.n)).toBe(Number(before?.n))
  })

  it("lets the operator make the first agent with the admin command, the password from standard input", async () => {
    const out: Array<string> = []
    const code = await runAdmin(["create-agent", "boss01", "--type", "1", "--nickname", "Head Office"], {
      db: production.services.db,
      stdin: Readable.from(["Str0ng-and-l0ng-enough\n"]),
      print: (line) => out.push(line),
    })
    expect(code, out.join("\n")).toBe(0)
    const res = await loginAs(production.url, "boss01", "Str0ng-and-l0ng-enough")
    // A first login from an address the account never used asks for a second verification or succeeds; either way
    // the password was right (a wrong one answers login_failed).
    expect(res.body.errorCode ?? "ok").not.toBe("login_failed")
    const [row] = await production.services.db.query<{ type: unknown }>(
      "select type from members where account = 'boss01'",
    )
    expect(Number(row?.type)).toBe(1)
  })

  it("never takes a password from the command line, and refuses a weak or taken one", async () => {
    const run = (argv: Array<string>, input: string) => {
      const out: Array<string> = []
      return runAdmin(argv, {
        db: production.services.db,
        stdin: Readable.from([input]),
        print: (line) => out.push(line),
      }).then((code) => ({ code, out: out.join("\n") }))
    }
    const inArgs = await run(["create-agent", "boss02", "--password", "Str0ng-and-l0ng-enough"], "")
    expect(inArgs.code).not.toBe(0)
    expect(inArgs.out).toMatch(/standard input/)
    expect((await run(["create-agent", "boss03"], "short\n")).code).not.toBe(0)
    expect((await run(["create-agent", "boss01"], "An0ther-str0ng-one\n")).out).toMatch(/taken/)
    expect((await run(["create-agent", "bad name!"], "Str0ng-and-l0ng-enough\n")).code).not.toBe(0)
  })
})

describe("a production instance on a database holding the demo brand", () => {
  it("refuses to start and names the demo accounts, unless it is declared a public demo", async () => {
    const { db, drop } = await freshDatabase()
    const dataDir = mkdtempSync(join(tmpdir(), "arena-prod-"))
    try {
      await migrate(db)
      // The demo brand as a development sandbox of the tests seeds it (the cheapest hashing: vitest.config.ts).
      setPasswordCost(cheapestCost)
      await seed(db, Date.now())
      const env = { PORT: "0", ARENA_DATA_DIR: dataDir, ARENA_UI_DIR: join(dataDir, "ui"), ARENA_MODE: "production" }
      await expect(startSandbox(fromEnv(env), { db, log: () => undefined })).rejects.toThrow(
        /demo accounts.*player01.*agent01.*ARENA_PUBLIC_DEMO=1/s,
      )
      const demo = await startSandbox(fromEnv({ ...env, ARENA_PUBLIC_DEMO: "1" }), { db, log: () => undefined })
      try {
        const res = await loginAs(demo.url, "player01", "Player123")
        expect(res.body.errorCode ?? "ok").not.toBe("login_failed")
      } finally {
        demo.server.closeAllConnections()
        await new Promise<void>((resolve) => demo.server.close(() => resolve()))
      }
    } finally {
      await db.close()
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
