/**
 * The page's CSP lets the home page's speed test reach the brand's mirror domains (wire notes section 1: the ping
 * probe goes to each `domainList` host), and nothing else beyond the page's own origin.
 */
import { describe, expect, it } from "vitest"
import { mirrorDomains } from "../../sandbox/accounts/mirrorDomains.ts"
import { contentSecurityPolicy } from "../../sandbox/http/securityHeaders.ts"

const directive = (name: string): ReadonlyArray<string> =>
  (contentSecurityPolicy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "").split(" ").slice(1)

describe("the CSP's connect-src", () => {
  it("allows every mirror domain the sandbox lists, on its port", () => {
    const sources = directive("connect-src")
    expect(sources[0]).toBe("'self'")
    for (const { domainName } of mirrorDomains("http://127.0.0.1:8181")) {
      const host = domainName.split(":")[0]
      if (host === "127.0.0.1") continue // the page's own origin: 'self'
      expect(sources).toContain(`http://${host}:*`)
    }
  })
  it("allows no other origin", () => {
    expect(directive("connect-src")).toEqual([
      "'self'",
      "http://localhost:*",
      "http://127.0.0.2:*",
      "http://127.0.0.3:*",
    ])
  })
})
