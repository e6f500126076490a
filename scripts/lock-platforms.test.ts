import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { completeLock, platformOf } from "./lock-platforms.ts"

describe("lock-platforms", () => {
  it("reads the platform from a package's name", () => {
    expect(platformOf("@esbuild/linux-arm64")).toEqual({ os: ["linux"], cpu: ["arm64"] })
    expect(platformOf("@rollup/rollup-linux-x64-musl")).toEqual({ os: ["linux"], cpu: ["x64"], libc: ["musl"] })
    expect(platformOf("@biomejs/cli-win32-x64")).toEqual({ os: ["win32"], cpu: ["x64"] })
  })
  it("finds the committed lock complete, so npm ci accepts it (run `npm run lock:platforms` after npm install)", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8"))
    expect(completeLock(lock)).toBe(0)
  })
})
