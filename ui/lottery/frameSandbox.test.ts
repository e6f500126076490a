import { describe, expect, it } from "vitest"
import { frameSandbox } from "./frameSandbox.ts"

describe("frameSandbox", () => {
  const origin = "https://arena.test"
  it("never lets a same-origin lobby keep the portal's origin with scripts", () => {
    for (const url of ["/play/lottery?t=1", "https://arena.test/play/lottery", "not a url"]) {
      const flags = frameSandbox(url, origin).split(" ")
      expect(flags).toContain("allow-scripts")
      expect(flags).not.toContain("allow-same-origin")
    }
  })
  it("lets a lobby of another origin keep its own origin", () => {
    expect(frameSandbox("https://lotto.example/lobby", origin).split(" ")).toContain("allow-same-origin")
  })
})
