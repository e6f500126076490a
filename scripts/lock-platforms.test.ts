import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { completeLock, platformOf } from "./lock-platforms.ts"

describe("lock-platforms", () => {
  it("reads the platform from a package's name", () => {
    expect(platformOf("@esbuild/linux-arm64")).toEqual({ os: ["linux"], cpu: ["arm64"] })
    expect(platformOf("@rollup/rollup-linux-x64-musl")).toEqual({ os: ["linux"], cpu: ["x64"], libc: ["musl"] })
    expect(platformOf("@biomejs/cli-win32-x64")).toEqual({ os: ["win32"], cpu: ["x64"] })
  })
  it("writes an entry as npm install does (dev when only dev dependencies need it, fields in npm's order)", () => {
    const lock = {
      packages: {
        "": { version: "0.1.0" },
        "node_modules/tool": { version: "1.0.0", dev: true, optionalDependencies: { "@tool/linux-arm64": "1.0.0" } },
        "node_modules/lib": { version: "1.0.0", optionalDependencies: { "@lib/darwin-x64-musl": "2.0.0" } },
      },
    }
    expect(completeLock(lock)).toBe(2)
    const tool = lock.packages["node_modules/@tool/linux-arm64" as keyof typeof lock.packages]
    expect(JSON.stringify(tool)).toBe('{"version":"1.0.0","cpu":["arm64"],"dev":true,"optional":true,"os":["linux"]}')
    const lib = lock.packages["node_modules/@lib/darwin-x64-musl" as keyof typeof lock.packages]
    expect(JSON.stringify(lib)).toBe(
      '{"version":"2.0.0","cpu":["x64"],"libc":["musl"],"optional":true,"os":["darwin"]}',
    )
  })
  it("leaves the committed lock byte for byte as it is (npm install, the README's first command, leaves it too)", () => {
    const text = readFileSync("package-lock.json", "utf8")
    const lock = JSON.parse(text)
    completeLock(lock)
    expect(`${JSON.stringify(lock, null, 2)}\n`).toBe(text)
  })
  it("finds the committed lock complete, so npm ci accepts it (run `npm run lock:platforms` after npm install)", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8"))
    expect(completeLock(lock)).toBe(0)
  })
})
