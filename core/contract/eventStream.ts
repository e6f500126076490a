/**
 * The text of a server-sent event stream (the HTML standard's `text/event-stream`), read incrementally: what the live
 * stream's client (adapters/http) and the replay of a recorded stream (adapters/har) both read, the same way. Pure:
 * feed it text as it arrives; it hands back the whole events read so far and keeps the unfinished rest.
 */

/** One event: its data lines joined, the `id` it carried (if any). */
export interface StreamEvent {
  readonly id: string | undefined
  readonly data: string
}

/** What is left to read after a chunk: the unfinished text of the next event. */
export interface Reading {
  readonly events: ReadonlyArray<StreamEvent>
  readonly rest: string
}

/**
 * Reads the complete events of `rest + chunk`. Comment lines (a heartbeat) and `retry`/`event` fields are skipped; an
 * event without data is no event; line ends may be `\n`, `\r\n` or `\r`.
 */
export const readEvents = (rest: string, chunk: string): Reading => {
  const text = (rest + chunk).replace(/\r\n?/g, "\n")
  const blocks = text.split("\n\n")
  const unfinished = blocks.pop() ?? ""
  const events: Array<StreamEvent> = []
  for (const block of blocks) {
    let id: string | undefined
    const data: Array<string> = []
    for (const line of block.split("\n")) {
      if (line === "" || line.startsWith(":")) continue
      const colon = line.indexOf(":")
      const field = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "")
      if (field === "data") data.push(value)
      else if (field === "id" && !value.includes("\u0000")) id = value
    }
    if (data.length > 0) events.push({ id, data: data.join("\n") })
  }
  return { events, rest: unfinished }
}
