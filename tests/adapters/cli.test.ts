/**
 * The command-line tools run as a developer runs them: `npm run fixture:import` on a DevTools HAR with
 * cookies, a token, a password and a gzip body, then `npm run replay` on the fixture (text, `--json`, `--at`), and
 * both on files that are unreadable, not JSON or malformed.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { build } from "esbuild"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const dir = mkdtempSync(join(tmpdir(), "arena-cli-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const scripts = ["fixture-import", "replay"] as const
type Script = (typeof scripts)[number]

// The scripts compiled once, as tsx compiles them (esbuild), into one file each: most runs below start from it. A
// run through tsx spent some 2 s of CPU compiling the same modules again, twenty times over; the first runs of each
// script still go the developer's way (`npm run` runs `tsx scripts/<name>.ts`).
beforeAll(async () => {
  await build({
    entryPoints: scripts.map((s) => `scripts/${s}.ts`),
    bundle: true,
    platform: "node",
    format: "esm",
    outdir: join(dir, "bin"),
    outExtension: { ".js": ".mjs" },
    logLevel: "warning",
  })
})

const spawned = (args: ReadonlyArray<string>) => {
  const r = spawnSync(process.execPath, args, { cwd: process.cwd(), encoding: "utf8", timeout: 60_000 })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

/** Runs a script from its compiled file. */
const run = (script: Script, ...args: Array<string>) => spawned([join(dir, "bin", `${script}.mjs`), ...args])

/** Runs a script as `npm run` does: its TypeScript through tsx. */
const runAsDeveloper = (script: Script, ...args: Array<string>) =>
  spawned(["--import", "tsx", `scripts/${script}.ts`, ...args])

const TOKEN = "tok-cli-0123456789"
const devtools = {
  log: {
    version: "1.2",
    entries: [
      {
        startedDateTime: "2026-03-01T10:00:00.000Z",
        request: {
          method: "GET",
          url: "https://portal.example.test/wps/system/status?url=portal.example.test",
          headers: [{ name: "Cookie", value: "JSESSIONID=sess-abcdef12" }],
        },
        response: {
          status: 200,
          headers: [{ name: "content-encoding", value: "gzip" }],
          content: {
            mimeType: "application/json",
            encoding: "base64",
            text: gzipSync(JSON.stringify({ success: true, value: { maintenance: true } })).toString("base64"),
          },
        },
      },
      {
        startedDateTime: "2026-03-01T10:00:01.000Z",
        request: {
          method: "POST",
          url: "https://portal.example.test/wps/session/login",
          headers: [{ name: "Encryption", value: "0123abcd0123abcd" }],
          postData: { mimeType: "application/json", text: '{"value":"c2VjcmV0LWNpcGhlcnRleHQ="}' },
        },
        response: {
          status: 200,
          content: { mimeType: "application/json", text: JSON.stringify({ success: true, value: { token: TOKEN } }) },
        },
      },
      {
        startedDateTime: "2026-03-01T10:00:02.000Z",
        request: { method: "GET", url: "https://portal.example.test/favicon.ico" },
        response: { status: 200, content: { mimeType: "image/x-icon", text: "AAAA", encoding: "base64" } },
      },
    ],
  },
}

describe("npm run fixture:import and npm run replay", () => {
  const source = join(dir, "devtools.har")
  const fixture = join(dir, "session.har")
  writeFileSync(source, JSON.stringify(devtools))

  // Each run starts a Node process compiling TypeScript: generous time on a busy machine.
  const slow = { timeout: 120_000 }

  it("imports a DevTools HAR into a clean fixture", slow, () => {
    const r = runAsDeveloper("fixture-import", source, fixture)
    expect(r.code).toBe(0)
    expect(r.out).toContain("2 calls of the contract kept, 1 entries dropped")
    expect(r.out).toContain("#3 GET https://portal.example.test/favicon.ico: not a call of the contract")
    const text = readFileSync(fixture, "utf8")
    for (const secret of [TOKEN, "sess-abcdef12", "0123abcd0123abcd", "c2VjcmV0LWNpcGhlcnRleHQ="]) {
      expect(text).not.toContain(secret)
    }
    expect(JSON.parse(text).log.entries[0].response.content.text).toBe('{"success":true,"value":{"maintenance":true}}')
  })

  it("refuses to write a fixture in which a secret survives, naming the entry", slow, () => {
    const leaky = structuredClone(devtools)
    const login = leaky.log.entries[1]
    if (login !== undefined) login.startedDateTime = `${TOKEN}`
    writeFileSync(join(dir, "leaky.har"), JSON.stringify(leaky))
    const r = run("fixture-import", join(dir, "leaky.har"), join(dir, "leaky-out.har"))
    expect(r.code).toBe(1)
    expect(r.err).toContain("entry 2 (POST /wps/session/login): a secret survived")
    expect(existsSync(join(dir, "leaky-out.har"))).toBe(false)
  })

  it("replays the fixture: calls, events and changes; --json; --at", slow, () => {
    const text = runAsDeveloper("replay", fixture)
    expect(text.code).toBe(0)
    expect(text.out).toContain("#1 GET /wps/system/status?url=portal.example.test -> 200 (status)")
    expect(text.out).toContain("   + PermissionLoaded")
    expect(text.out).toContain("      system.status: undefined -> 1")
    expect(text.out).toContain("#2 POST /wps/session/login -> 200 (login)")
    expect(text.out).toContain("2 exchanges replayed, 0 skipped, 0 errors, 0 rejected, 0 failed")

    const json = run("replay", fixture, "--json")
    expect(json.code).toBe(0)
    const projections = JSON.parse(json.out)
    expect(projections.system.status).toBe(1)
    expect(projections.loggedInBar).toMatchObject({ balanceText: expect.any(String) })
    expect(projections.session).toBeDefined()

    const state = JSON.parse(run("replay", fixture, "--state").out)
    expect(state.clock.now).toBe(Date.parse("2026-03-01T10:00:01.000Z"))
    expect(state.registration).toBeDefined()

    const first = run("replay", "--at", "1", fixture, "--state")
    expect(JSON.parse(first.out).clock.now).toBe(Date.parse("2026-03-01T10:00:00.000Z"))
    const past = run("replay", "--at", "9", fixture)
    expect(past.code).toBe(1)
    expect(past.err).toContain("--at 9 is past the end: the last exchange")
  })

  it("keeps the source's exchange numbers in the fixture when entries before them were dropped", slow, () => {
    const reordered = {
      log: { ...devtools.log, entries: [devtools.log.entries[2], ...devtools.log.entries.slice(0, 2)] },
    }
    writeFileSync(join(dir, "reordered.har"), JSON.stringify(reordered))
    expect(run("fixture-import", join(dir, "reordered.har"), join(dir, "reordered-out.har")).code).toBe(0)
    const entries = JSON.parse(readFileSync(join(dir, "reordered-out.har"), "utf8")).log.entries
    expect(entries.map((e: { _exchange?: number }) => e._exchange)).toEqual([2, 3])
    expect(run("replay", join(dir, "reordered-out.har")).out).toContain("#3 POST /wps/session/login -> 200 (login)")
    // `--at` names an exchange by the recording's own numbers: one the file does not hold is an error, never a
    // replay of nothing that exits 0.
    const missing = run("replay", "--at", "1", join(dir, "reordered-out.har"))
    expect(missing.code).toBe(1)
    expect(missing.err).toContain("--at 1: no exchange #1 in")
    expect(missing.err).toContain("its exchanges are #2 to #3")
  })

  it("never passes silently: a refused answer is printed with its path and value, and exits 1", slow, () => {
    const broken = structuredClone(devtools)
    const status = broken.log.entries[0]
    if (status !== undefined) {
      status.response = {
        status: 200,
        headers: [],
        content: {
          mimeType: "application/json",
          encoding: "",
          text: '{"success":true,"value":{"maintenance":"often"}}',
        },
      }
    }
    writeFileSync(join(dir, "broken.har"), JSON.stringify(broken))
    const r = run("replay", join(dir, "broken.har"))
    expect(r.code).toBe(1)
    expect(r.out).toMatch(/#1 status @ value\.maintenance: .+ \(got "often"\)/)
    expect(r.err).toContain("1 answer rejected by the contract (--allow-rejected to pass)")
    // Made by hand, not by the importer: the replay says it was never sanitised; the fixture's replay did not.
    expect(r.err).toContain("was never sanitised")
    expect(run("replay", fixture).err).not.toContain("never sanitised")
    expect(run("replay", join(dir, "broken.har"), "--allow-rejected").code).toBe(0)
  })

  it("replays the complete entries of a file cut short and says where it stopped", slow, () => {
    const whole = JSON.stringify(devtools, null, 1)
    const cutAt = whole.indexOf('"startedDateTime": "2026-03-01T10:00:02.000Z"') + 10
    writeFileSync(join(dir, "cut.har"), whole.slice(0, cutAt))
    const r = run("replay", join(dir, "cut.har"))
    expect(r.code).toBe(1)
    expect(r.out).toContain("#2 POST /wps/session/login -> 200 (login)")
    expect(r.out).toMatch(/cut\.har is cut short: replayed its 2 complete entries, stopped at character \d+ of \d+/)
  })

  it("exits 1 with a message on unreadable, non-JSON or malformed input, never a stack trace", slow, () => {
    const missing = run("replay", join(dir, "missing.har"))
    expect(missing.code).toBe(1)
    expect(missing.err).toMatch(/^cannot read .*missing\.har/)
    writeFileSync(join(dir, "junk.har"), "{not json")
    const junk = run("replay", join(dir, "junk.har"))
    expect(junk.code).toBe(1)
    expect(junk.err).toContain("junk.har is not JSON")
    writeFileSync(
      join(dir, "bad.har"),
      JSON.stringify({ log: { entries: [{ request: {} }, devtools.log.entries[0]] } }),
    )
    const bad = run("replay", join(dir, "bad.har"))
    expect(bad.code).toBe(1)
    expect(bad.out).toContain("#1 ERROR: malformed entry: request.method")
    expect(bad.out).toContain("#2 GET /wps/system/status")
    for (const r of [missing, junk, bad]) expect(r.err).not.toMatch(/\n\s+at /)
  })
})
