import { readFileSync } from "node:fs"
import { PGlite, parse, protocol } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { execution, readReply, type TypeParsers } from "./wire.ts"

// PGlite's own writer and reader are the reference: the same bytes out, the same results and errors back.
let pg: PGlite
let parsers: TypeParsers
type PgliteParsers = Parameters<typeof parse.parseResults>[1]
beforeAll(async () => {
  // From the run's migrated template when it has one (vitest.config.ts runs this file in the sandbox project): initdb
  // was most of this file's time. The table below is its own.
  const template = inject("pgliteTemplate")
  pg = await PGlite.create(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {})
  parsers = (pg as unknown as { parsers: TypeParsers }).parsers
  await pg.exec(`create table w (id bigserial primary key, name text not null unique, n bigint check (n >= 0),
    tags text[], at timestamptz, doc jsonb, raw bytea)`)
}, 60_000)
afterAll(() => pg?.close())

const reference = (statement: string, values: Array<string | Uint8Array | null>) =>
  Buffer.concat([
    protocol.serialize.bind({ statement, values }),
    protocol.serialize.describe({ type: "P" }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ])

/** Raw reply bytes, as the wrapper collects them. */
const raw = async (bytes: Uint8Array): Promise<Uint8Array> => {
  const pieces: Array<Uint8Array> = []
  await pg.execProtocolRawStream(bytes, { syncToFs: false, onRawData: (p) => pieces.push(p.slice()) })
  return Buffer.concat(pieces)
}

const prepare = async (name: string, text: string) =>
  raw(
    Buffer.concat([
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: "S", name }),
      protocol.serialize.sync(),
    ]),
  )

describe("the wire messages of the embedded database's hot path", () => {
  it("writes Bind, Describe, Execute and Sync byte for byte as PGlite does", () => {
    for (const values of [[], ["1"], [null, "é ü 漢字 🎲", ""], [new Uint8Array([0, 1, 255]), "x", null]]) {
      expect(Buffer.from(execution("s12", values))).toEqual(reference("s12", values))
    }
  })

  it("reads parameter types, rows and command tags as PGlite's parser does", async () => {
    const describeReply = await prepare(
      "ins",
      "insert into w (name, n, tags, at, doc, raw) values ($1, $2, $3, $4, $5, $6) returning *",
    )
    const expectedTypes = parse.parseDescribeStatementResults(
      (
        await pg.execProtocol(
          Buffer.concat([protocol.serialize.describe({ type: "S", name: "ins" }), protocol.serialize.sync()]),
        )
      ).messages,
    )
    expect(readReply(describeReply, parsers).paramTypes).toEqual(expectedTypes)
    expect(expectedTypes).toHaveLength(6)

    const insert = execution("ins", [
      "a",
      "5",
      '{"x","q\\"uote",NULL}',
      "2026-01-02T03:04:05.678Z",
      '{"k":[1,2]}',
      new Uint8Array([7, 8]),
    ])
    const bytes = Buffer.concat([protocol.serialize.query("BEGIN"), insert, protocol.serialize.query("COMMIT")])
    const mine = readReply(await raw(bytes), parsers)
    await pg.exec("delete from w")
    const theirs = parse.parseResults((await pg.execProtocol(bytes)).messages, parsers as PgliteParsers)
    expect(mine.results.map((r) => r.command)).toEqual(["BEGIN", "INSERT", "COMMIT"])
    expect(mine.results.map((r) => r.rows.map((row) => ({ ...row, id: undefined })))).toEqual(
      theirs.map((r) => r.rows.map((row) => ({ ...(row as object), id: undefined }))),
    )
    const [row] = mine.results[1]!.rows
    expect(row).toMatchObject({ name: "a", tags: ["x", 'q"uote', null], doc: { k: [1, 2] } })
    expect((row!.at as Date).toISOString()).toBe("2026-01-02T03:04:05.678Z")
    expect(readReply(new Uint8Array(0), parsers).results).toEqual([{ rows: [], command: "" }])
  })

  it("throws the first error with PGlite's fields (code, constraint, detail), as PGlite's own call does", async () => {
    await prepare("dup", "insert into w (name, n) values ($1, $2)")
    const twice = Buffer.concat([execution("dup", ["b", "1"]), execution("dup", ["b", "2"])])
    const expected = await pg.execProtocol(twice).then(
      () => undefined,
      (e: unknown) => e,
    )
    const again = Buffer.concat([execution("dup", ["c", "1"]), execution("dup", ["c", "2"])])
    const mine = await raw(again).then((r) => {
      try {
        readReply(r, parsers)
        return undefined
      } catch (e) {
        return e
      }
    })
    expect(mine).toBeInstanceOf(protocol.messages.DatabaseError)
    const pick = (e: unknown) => {
      const { code, constraint, severity, table, message } = e as Record<string, unknown>
      return { code, constraint, severity, table, message }
    }
    expect(pick(mine)).toEqual(pick(expected))
    expect(pick(mine)).toMatchObject({ code: "23505", constraint: "w_name_key" })
    expect((mine as { detail?: string }).detail).toContain("(name)=(c)")
    // A check violation: another code, same shape.
    await prepare("neg", "insert into w (name, n) values ($1, $2)")
    const negative = await raw(execution("neg", ["d", "-1"]))
    expect(() => readReply(negative, parsers)).toThrow(expect.objectContaining({ code: "23514" }))
  })
})
