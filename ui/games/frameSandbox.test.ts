import { describe, expect, it } from "vitest"
import { gameMessage, gameUrl, messageOrigin, sandboxOf } from "./frameSandbox.ts"

const portal = "https://arena.example/game"

describe("the game iframe's sandbox", () => {
  it("never lets a same-origin game run scripts with the portal's origin", () => {
    const u = gameUrl("/play/slot?t=1", portal)!
    const sandbox = sandboxOf(u, portal).split(" ")
    expect(sandbox).toContain("allow-scripts")
    expect(sandbox).not.toContain("allow-same-origin")
    expect(messageOrigin(u, portal)).toBe("null")
  })
  it("keeps a game of another origin in its own origin", () => {
    const u = gameUrl("https://games.example/slot", portal)!
    expect(sandboxOf(u, portal).split(" ")).toEqual(expect.arrayContaining(["allow-scripts", "allow-same-origin"]))
    expect(messageOrigin(u, portal)).toBe("https://games.example")
  })
  it("refuses an address that is not http(s)", () => {
    expect(gameUrl("javascript:alert(1)", portal)).toBeUndefined()
    expect(gameUrl("data:text/html,hi", portal)).toBeUndefined()
  })
})

describe("messages from a game", () => {
  const frame = {}
  it("takes a known message from the game's frame and origin", () => {
    expect(gameMessage({ source: frame, origin: "null", data: { type: "arena:close" } }, frame, "null")).toEqual({
      type: "arena:close",
    })
  })
  it("ignores other origins, other frames and unknown messages", () => {
    const data = { type: "arena:balance" }
    expect(gameMessage({ source: frame, origin: "https://evil.example", data }, frame, "null")).toBeUndefined()
    expect(gameMessage({ source: {}, origin: "null", data }, frame, "null")).toBeUndefined()
    expect(gameMessage({ source: frame, origin: "null", data: { type: "steal" } }, frame, "null")).toBeUndefined()
    expect(gameMessage({ source: frame, origin: "null", data: "arena:close" }, frame, "null")).toBeUndefined()
    expect(gameMessage({ source: null, origin: "null", data }, null, "null")).toBeUndefined()
  })
})
