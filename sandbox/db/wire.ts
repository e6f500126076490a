/**
 * The PostgreSQL wire messages of the embedded database's hot path, written and read here rather than by PGlite's
 * protocol classes (the benchmark goals: their writer and reader, built on private fields, were about a sixth of
 * a transfer's CPU time). Only what the wrapper (pglite.ts) sends and reads:
 *
 * - `execution`: Bind (values as text, or binary for bytes, as PGlite's own `bind` sends them), Describe portal,
 *   Execute, Sync.
 * - `readReply`: the statements' results as PGlite's `parseResults` makes them (a result at each CommandComplete,
 *   with the rows since the last one, each value through the type's parser), the parameter types of a Describe, the
 *   command tags; the first ErrorResponse is thrown as PGlite's `DatabaseError` with the same fields.
 */
import { protocol } from "@electric-sql/pglite"

/** A column value parser by type id, as PGlite keeps them. */
export type TypeParsers = Readonly<Record<number, ((text: string, typeId: number) => unknown) | undefined>>

export type WireValue = string | Uint8Array | null

export interface ResultSet {
  readonly rows: Array<Record<string, unknown>>
  readonly command: string
}

export interface Reply {
  readonly results: Array<ResultSet>
  /** The parameter types of the last ParameterDescription (a Describe of a statement). */
  readonly paramTypes: Array<number>
}

const describePortal = Buffer.from([0x44, 0, 0, 0, 6, 0x50, 0])
const execute = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0])
const sync = Buffer.from([0x53, 0, 0, 0, 4])
const tail = Buffer.concat([describePortal, execute, sync])

/** Bind `values` to the prepared `statement` (unnamed portal), describe, execute and sync: one buffer. */
export const execution = (statement: string, values: ReadonlyArray<WireValue>): Buffer => {
  const nameBytes = Buffer.byteLength(statement)
  let size = 1 + 4 + 1 + nameBytes + 1 + 2 + 2 * values.length + 2 + 2
  const lengths = new Array<number>(values.length)
  for (let i = 0; i < values.length; i++) {
    const v = values[i]
    const n = v === null || v === undefined ? 0 : typeof v === "string" ? Buffer.byteLength(v) : v.byteLength
    lengths[i] = n
    size += 4 + n
  }
  const out = Buffer.allocUnsafe(size + tail.length)
  let at = 0
  out[at++] = 0x42 // 'B'
  out.writeInt32BE(size - 1, at)
  at += 4
  out[at++] = 0 // unnamed portal
  at += out.write(statement, at, "utf8")
  out[at++] = 0
  out.writeUInt16BE(values.length, at)
  at += 2
  for (const v of values) {
    out.writeInt16BE(v instanceof Uint8Array ? 1 : 0, at)
    at += 2
  }
  out.writeUInt16BE(values.length, at)
  at += 2
  for (let i = 0; i < values.length; i++) {
    const v = values[i]
    if (v === null || v === undefined) {
      out.writeInt32BE(-1, at)
      at += 4
      continue
    }
    out.writeInt32BE(lengths[i] ?? 0, at)
    at += 4
    if (typeof v === "string") at += out.write(v, at, "utf8")
    else {
      out.set(v, at)
      at += v.byteLength
    }
  }
  out.writeInt16BE(0, at) // results as text
  at += 2
  tail.copy(out, at)
  return out
}

/** ErrorResponse field codes → DatabaseError properties (as PGlite's parser names them). */
const errorFields: Readonly<Record<string, string>> = {
  S: "severity",
  C: "code",
  D: "detail",
  H: "hint",
  P: "position",
  p: "internalPosition",
  q: "internalQuery",
  W: "where",
  s: "schema",
  t: "table",
  c: "column",
  d: "dataType",
  n: "constraint",
  F: "file",
  L: "line",
  R: "routine",
}

const cstringEnd = (b: Buffer, from: number): number => {
  const end = b.indexOf(0, from)
  return end < 0 ? b.length : end
}

const databaseError = (b: Buffer, from: number, to: number, length: number): Error => {
  const fields: Record<string, string> = {}
  let at = from
  while (at < to && b[at] !== 0) {
    const code = String.fromCharCode(b[at] ?? 0)
    const end = cstringEnd(b, at + 1)
    fields[code] = b.toString("utf8", at + 1, end)
    at = end + 1
  }
  const error = new protocol.messages.DatabaseError(fields.M ?? "database error", length, "error")
  for (const [code, name] of Object.entries(errorFields))
    if (fields[code] !== undefined) Reflect.set(error, name, fields[code])
  return error
}

/**
 * Reads a reply; throws its first error. Notifications (`pg_notify` of a committed transaction, heard because this
 * connection LISTENs) go to `onNotification` as they are read.
 */
export const readReply = (
  bytes: Uint8Array,
  parsers: TypeParsers,
  onNotification?: (channel: string, payload: string) => void,
): Reply => {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const results: Array<ResultSet> = []
  let paramTypes: Array<number> = []
  let names: Array<string> = []
  let types: Array<number> = []
  let rows: Array<Record<string, unknown>> = []
  let at = 0
  while (at + 5 <= b.length) {
    const kind = b[at]
    const length = b.readInt32BE(at + 1)
    const start = at + 5
    const end = at + 1 + length
    switch (kind) {
      case 0x54: {
        // 'T' RowDescription
        const count = b.readInt16BE(start)
        names = new Array<string>(count)
        types = new Array<number>(count)
        let p = start + 2
        for (let i = 0; i < count; i++) {
          const nameEnd = cstringEnd(b, p)
          names[i] = b.toString("utf8", p, nameEnd)
          types[i] = b.readInt32BE(nameEnd + 1 + 4 + 2)
          p = nameEnd + 1 + 18
        }
        break
      }
      case 0x44: {
        // 'D' DataRow
        const count = b.readInt16BE(start)
        const row: Record<string, unknown> = {}
        let p = start + 2
        for (let i = 0; i < count; i++) {
          const size = b.readInt32BE(p)
          p += 4
          const name = names[i] ?? `?column?${i}`
          if (size < 0) {
            row[name] = null
            continue
          }
          const text = b.toString("utf8", p, p + size)
          p += size
          const typeId = types[i] ?? 0
          const parse = parsers[typeId]
          row[name] = parse === undefined ? text : parse(text, typeId)
        }
        rows.push(row)
        break
      }
      case 0x43: {
        // 'C' CommandComplete
        const tag = b.toString("utf8", start, cstringEnd(b, start))
        const space = tag.indexOf(" ")
        results.push({ rows, command: space < 0 ? tag : tag.slice(0, space) })
        rows = []
        break
      }
      case 0x74: {
        // 't' ParameterDescription
        const count = b.readInt16BE(start)
        paramTypes = new Array<number>(count)
        for (let i = 0; i < count; i++) paramTypes[i] = b.readInt32BE(start + 2 + 4 * i)
        break
      }
      case 0x41: {
        // 'A' NotificationResponse: process id, channel, payload
        const channelEnd = cstringEnd(b, start + 4)
        onNotification?.(
          b.toString("utf8", start + 4, channelEnd),
          b.toString("utf8", channelEnd + 1, cstringEnd(b, channelEnd + 1)),
        )
        break
      }
      case 0x45:
        // 'E' ErrorResponse
        throw databaseError(b, start, end, length)
      default:
        // ParseComplete, BindComplete, NoData, ReadyForQuery, notices, parameter status: nothing to read.
        break
    }
    at = end
  }
  if (results.length === 0) results.push({ rows: [], command: "" })
  return { results, paramTypes }
}
