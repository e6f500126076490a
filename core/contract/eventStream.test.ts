import { describe, expect, it } from "vitest"
import { readEvents } from "./eventStream.ts"

describe("readEvents", () => {
  it("reads whole events and keeps the unfinished rest, whatever the chunks", () => {
    const text = 'retry: 2000\n\nid: 3\ndata: {"a":1}\n\n: heartbeat\n\nid: 4\ndata: one\ndata: two\n\nid: 5\ndata: x'
    const whole = readEvents("", text)
    expect(whole.events).toEqual([
      { id: "3", data: '{"a":1}' },
      { id: "4", data: "one\ntwo" },
    ])
    expect(whole.rest).toBe("id: 5\ndata: x")
    // The same events however the text is cut.
    for (let cut = 0; cut <= text.length; cut++) {
      const first = readEvents("", text.slice(0, cut))
      const second = readEvents(first.rest, text.slice(cut))
      expect([...first.events, ...second.events]).toEqual(whole.events)
    }
  })
  it("accepts CRLF and CR line ends and a missing space after the colon", () => {
    expect(readEvents("", "id:7\r\ndata:x\r\n\r\n").events).toEqual([{ id: "7", data: "x" }])
    expect(readEvents("", "data: y\r\r").events).toEqual([{ id: undefined, data: "y" }])
  })
})
