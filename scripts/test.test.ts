import { spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { testChromium } from "./browsers.ts"
import { failureDigest, postgresBin, systemNeeds } from "./test.ts"

/** Whether something accepts connections on the loopback `port`. */
const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port })
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })

describe("npm test's system needs", () => {
  it("names the missing Debian packages and the one command installing them", () => {
    expect(systemNeeds({ chromium: true, headlessShell: true, postgres: true })).toEqual({ missing: [], install: "" })
    expect(systemNeeds({ chromium: false, headlessShell: true, postgres: true }).install).toBe(
      "apt-get install -y chromium",
    )
    expect(systemNeeds({ chromium: true, headlessShell: false, postgres: true }).install).toBe(
      "apt-get install -y chromium-headless-shell",
    )
    expect(systemNeeds({ chromium: false, headlessShell: false, postgres: false })).toEqual({
      missing: ["chromium", "chromium-headless-shell", "postgresql"],
      install: "apt-get install -y chromium chromium-headless-shell postgresql",
    })
  })

  it("finds the newest installed PostgreSQL's programs, and none where there is none", () => {
    const root = mkdtempSync(join(tmpdir(), "arena-pgbin-"))
    try {
      expect(postgresBin(join(root, "absent"))).toBeUndefined()
      for (const v of ["9", "15", "13"]) {
        mkdirSync(join(root, v, "bin"), { recursive: true })
        writeFileSync(join(root, v, "bin", "initdb"), "")
      }
      mkdirSync(join(root, "16"))
      expect(postgresBin(root)).toBe(join(root, "15", "bin"))
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe("the throw-away PostgreSQL", () => {
  // A run stopped by a signal (Ctrl-C on a mutation run, a CI job cancelled) must not leave its server running.
  it.skipIf(postgresBin() === undefined)(
    "stops with the process that started it when that process is stopped by a signal",
    async () => {
      const child = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "--input-type=module",
          "-e",
          `const { startPostgres } = await import(${JSON.stringify(fileURLToPath(new URL("./test.ts", import.meta.url)))})
           const server = await startPostgres()
           console.log("url " + server.url)
           setInterval(() => undefined, 1000)`,
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      )
      const url = await new Promise<string>((resolve, reject) => {
        let out = ""
        child.stdout.on("data", (d: Buffer) => {
          out += d.toString()
          const m = /url (\S+)/.exec(out)
          if (m?.[1] !== undefined) resolve(m[1])
        })
        child.once("exit", (code) => reject(new Error(`the child ended (${code}) before its server started: ${out}`)))
      })
      const port = Number(new URL(url).port)
      expect(await listening(port), "the server runs while its process does").toBe(true)
      const ended = new Promise<NodeJS.Signals | null>((resolve) =>
        child.once("exit", (_code, signal) => resolve(signal)),
      )
      child.kill("SIGTERM")
      expect(await ended, "the process ends by the signal it was sent").toBe("SIGTERM")
      expect(await listening(port), "the server is stopped with it").toBe(false)
    },
    60_000,
  )
})

describe("the browser the end-to-end tests drive", () => {
  it("is the headless shell when installed, else the full Chromium", () => {
    const before = process.env.CHROMIUM_PATH
    delete process.env.CHROMIUM_PATH
    try {
      expect(testChromium(() => true)).toBe("/usr/bin/chromium-headless-shell")
      expect(testChromium((p) => p !== "/usr/bin/chromium-headless-shell")).toBe("/usr/bin/chromium")
      process.env.CHROMIUM_PATH = "/opt/other/chrome"
      expect(testChromium(() => true)).toBe("/opt/other/chrome")
    } finally {
      if (before === undefined) delete process.env.CHROMIUM_PATH
      else process.env.CHROMIUM_PATH = before
    }
  })
})

describe("the failure digest printed again at the end of npm test", () => {
  const output = [
    " ✓ core/a.test.ts (3 tests) 12ms",
    " ❯ ui/b.test.tsx (2 tests | 1 failed) 40ms",
    "\u001b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\u001b[39m",
    "",
    " FAIL  ui ui/b.test.tsx > home > mirrors fastest first",
    "AssertionError: expected 2 to be 1",
    "⎯⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯⎯",
    "Error: import after teardown",
    "",
    " Test Files  1 failed | 1 passed (2)",
    "      Tests  1 failed | 4 passed (5)",
    "   Duration  3.2s",
  ].join("\n")

  it("keeps the failures and unhandled errors with the summary, without colours", () => {
    const digest = failureDigest(output, 100)
    expect(digest).toContain(" FAIL  ui ui/b.test.tsx > home > mirrors fastest first")
    expect(digest).toContain("Error: import after teardown")
    expect(digest).toContain(" Test Files  1 failed | 1 passed (2)")
    expect(digest).not.toContain("core/a.test.ts")
    expect(digest).not.toContain("\u001b[")
  })

  it("is cut to the lines asked for, saying how many were left out", () => {
    const digest = failureDigest(output, 3).split("\n")
    expect(digest).toHaveLength(4)
    expect(digest[3]).toMatch(/more lines/)
  })

  it("is empty when nothing failed", () => {
    expect(failureDigest(" ✓ core/a.test.ts (3 tests)\n Test Files  1 passed (1)", 50)).toBe("")
  })
})
