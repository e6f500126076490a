import { describe, expect, it } from "vitest"
import { parseDevArgs } from "./dev.ts"

describe("npm run dev's arguments", () => {
  it("takes the recording of --replay and leaves every other option to Vite", () => {
    expect(parseDevArgs(["--replay", "fixtures/a.har", "--port", "8302", "--strictPort"])).toEqual({
      replay: "fixtures/a.har",
      rest: ["--port", "8302", "--strictPort"],
    })
    expect(parseDevArgs(["--host", "127.0.0.1", "--replay=fixtures/b.har"])).toEqual({
      replay: "fixtures/b.har",
      rest: ["--host", "127.0.0.1"],
    })
  })
  it("is the plain dev server without --replay", () => {
    expect(parseDevArgs([])).toEqual({ replay: undefined, rest: [] })
    expect(parseDevArgs(["--open"])).toEqual({ replay: undefined, rest: ["--open"] })
  })
  it("says what is missing when --replay names no file", () => {
    expect(parseDevArgs(["--replay"])).toBe("--replay needs a .har file")
    expect(parseDevArgs(["--replay", "--port", "1"])).toBe("--replay needs a .har file")
    expect(parseDevArgs(["--replay="])).toBe("--replay needs a .har file")
  })
})
