/**
 * The replay's printout (`npm run replay -- <file.har>`): per exchange the call, the events it became, and what
 * changed in the state; then skipped and malformed entries, and a summary line. Values are shortened so a long
 * list or a base64 image prints as one line.
 */
import type { Change } from "./diff.ts"
import type { Failure, Rejection, ReplayReport } from "./replay.ts"

const maxValue = 80

/** A value in a line: JSON, shortened; long arrays and objects summarised. */
export const summary = (value: unknown): string => {
  if (value === undefined) return "undefined"
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = String(value)
  }
  if (text.length <= maxValue) return text
  if (Array.isArray(value)) return `[${value.length} items]`
  if (typeof value === "object" && value !== null) {
    const keys = Object.keys(value)
    return `{${keys.slice(0, 6).join(", ")}${keys.length > 6 ? `, … ${keys.length - 6} more` : ""}}`
  }
  return `${text.slice(0, maxValue - 1)}…`
}

const change = (c: Change) => `      ${c.path}: ${summary(c.before)} -> ${summary(c.after)}`

const firstLine = (text: string) => text.split("\n")[0] ?? text

/**
 * A refused answer as one line: `#N endpoint @ path: message (got value)`; the value is left out when the message
 * already says what it got (the model's own messages do: `expected an amount, got "lots"`).
 */
export const rejectionLine = (r: Rejection): string => {
  const message = firstLine(r.message)
  const got = /\bgot\b/.test(message) ? "" : ` (got ${summary(r.got)})`
  return `#${r.index} ${r.endpoint} @ ${r.path}: ${message}${got}`
}

/** A failed call as one line, with its error code. */
export const failureLine = (f: Failure): string =>
  `#${f.index} ${f.endpoint} failed: ${f.errorCode}${f.message === "" ? "" : ` ${firstLine(f.message)}`} (status ${f.status})`

/** The lines of a replay's report. */
export const formatReplay = (report: ReplayReport): ReadonlyArray<string> => {
  const lines: Array<string> = []
  const notes = [
    ...report.skipped.map((n) => ({ ...n, kind: "skipped" })),
    ...report.errors.map((n) => ({ ...n, kind: "error" })),
  ]
  const byIndex = [
    ...report.steps.map((s) => ({ index: s.index, step: s })),
    ...notes.map((n) => ({ index: n.index, note: n })),
  ]
  byIndex.sort((a, b) => a.index - b.index)
  for (const item of byIndex) {
    if ("step" in item && item.step !== undefined) {
      const s = item.step
      lines.push(`#${s.index} ${s.call} -> ${s.status} (${s.endpoint})`)
      for (const e of s.events) {
        const { _tag, ...payload } = e as { _tag: string }
        lines.push(`   + ${_tag} ${summary(payload)}`)
      }
      for (const r of report.rejected.filter((r) => r.index === s.index)) lines.push(`   REJECTED ${rejectionLine(r)}`)
      for (const f of report.failed.filter((f) => f.index === s.index)) lines.push(`   FAILED ${failureLine(f)}`)
      if (s.changes.length === 0) lines.push("      (no change in state)")
      else lines.push(...s.changes.map(change))
    } else if ("note" in item && item.note !== undefined) {
      const n = item.note
      const where = n.index === 0 ? "file" : `#${n.index}`
      lines.push(
        `${where} ${n.call === "" ? "" : `${n.call} `}${n.kind === "skipped" ? "skipped" : "ERROR"}: ${n.message}`,
      )
    }
  }
  if (report.rejected.length > 0) {
    lines.push(`${report.rejected.length} answers rejected by the contract:`)
    lines.push(...report.rejected.map((r) => `  ${rejectionLine(r)}`))
  }
  if (report.failed.length > 0) {
    lines.push(`${report.failed.length} calls failed:`)
    lines.push(...report.failed.map((f) => `  ${failureLine(f)}`))
  }
  lines.push(
    `${report.steps.length} exchanges replayed, ${report.skipped.length} skipped, ${report.errors.length} errors, ` +
      `${report.rejected.length} rejected, ${report.failed.length} failed, ${report.events.length} events`,
  )
  return lines
}
