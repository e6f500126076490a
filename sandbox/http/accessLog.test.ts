import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import fc from "fast-check"
import { afterAll, describe, expect, it } from "vitest"
import { accessLine, makeLineLog } from "./accessLog.ts"

const dir = mkdtempSync(join(tmpdir(), "arena-log-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const logFile = (name: string) => {
  const path = join(dir, name)
  const fd = openSync(path, "w")
  return { fd, read: () => readFileSync(path, "utf8"), close: () => closeSync(fd) }
}

describe("the access log's writer", () => {
  it("writes nothing on the request's own path, then every line in order, one per request", async () => {
    const file = logFile("order.log")
    const log = makeLineLog(file.fd)
    for (let i = 0; i < 1000; i++) log.line(JSON.stringify({ id: `req-${i}` }))
    // The request path only appended: nothing has reached the file yet.
    expect(file.read()).toBe("")
    await log.flush()
    const lines = file.read().split("\n")
    expect(lines.pop()).toBe("")
    expect(lines.map((l) => JSON.parse(l).id)).toEqual(Array.from({ length: 1000 }, (_, i) => `req-${i}`))
    // Lines appended while a batch is being written follow in a later one.
    log.line('{"id":"late-1"}')
    await new Promise((r) => setImmediate(r))
    log.line('{"id":"late-2"}')
    await log.flush()
    expect(file.read().split("\n").slice(-3)).toEqual(['{"id":"late-1"}', '{"id":"late-2"}', ""])
    file.close()
  })

  it("keeps a bounded amount for a reader that does not keep up, and says how many lines it let go", async () => {
    const file = logFile("bounded.log")
    const log = makeLineLog(file.fd, { maxPendingBytes: 100, now: () => "2026-11-21T04:00:00.000Z" })
    // 20 lines of 10 characters (11 with the newline) in one turn: 9 fit in 100 bytes.
    for (let i = 0; i < 20; i++) log.line(`line-${String(i).padStart(5, "0")}`)
    await log.flush()
    const lines = file.read().trimEnd().split("\n")
    expect(lines.slice(0, 9)).toEqual(Array.from({ length: 9 }, (_, i) => `line-${String(i).padStart(5, "0")}`))
    expect(lines.slice(9)).toEqual(['{"time":"2026-11-21T04:00:00.000Z","droppedLines":11}'])
    file.close()
  })

  it("resolves a flush with nothing to write", async () => {
    const file = logFile("empty.log")
    await makeLineLog(file.fd).flush()
    expect(file.read()).toBe("")
    file.close()
  })
})

describe("a request's line", () => {
  it("is exactly what JSON.stringify makes of the entry, whatever its strings and numbers hold", () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary" }),
      fc.constantFrom('a"b', "a\\b", "\u0000", "\ud800x"),
    )
    const num = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-0, Number.NaN, Number.POSITIVE_INFINITY))
    fc.assert(
      fc.property(
        fc.record({ time: text, id: text, method: text, path: text, status: num, ms: num, streams: num }),
        (e) => {
          expect(accessLine(e)).toBe(JSON.stringify(e))
        },
      ),
      { numRuns: 500 },
    )
    const entry = { time: "2026-11-21T04:00:00.000Z", id: "lb-1", method: "GET", path: "/healthz", status: 200 }
    expect(accessLine({ ...entry, ms: 0.4, streams: 2 })).toBe(
      '{"time":"2026-11-21T04:00:00.000Z","id":"lb-1","method":"GET","path":"/healthz","status":200,"ms":0.4,"streams":2}',
    )
  })
})
