/**
 * The client's address: `X-Forwarded-For` is believed only as far as `ARENA_TRUSTED_PROXIES` vouch for it, and the
 * client is its rightmost untrusted entry. A client that writes `127.0.0.1, ` in front of its own address (to skip
 * the new-address verification, the per-address captcha and quotas) is still seen at its own address; with no
 * trusted proxy (the default) the header is ignored.
 */
import type { IncomingMessage } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { clientAddress, trustedProxySet } from "../../sandbox/http/clientAddress.ts"
import { client, startTestSandbox, type TestSandbox } from "./harness.ts"
import { decoded } from "./sessionKit.ts"

const request = (remote: string, forwarded?: string | Array<string>) =>
  ({
    socket: { remoteAddress: remote },
    headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
  }) as unknown as IncomingMessage

describe("clientAddress", () => {
  const none = trustedProxySet([])
  const loopback = trustedProxySet(["127.0.0.1", "::1"])
  const lan = trustedProxySet(["10.0.0.0/8", "127.0.0.1"])

  it("ignores the header when no proxy is trusted", () => {
    expect(clientAddress(request("198.51.100.4", "127.0.0.1"), none)).toBe("198.51.100.4")
    expect(clientAddress(request("127.0.0.1", "203.0.113.8"), none)).toBe("127.0.0.1")
  })
  it("takes the rightmost untrusted entry, never the leftmost", () => {
    expect(clientAddress(request("127.0.0.1", "127.0.0.1, 203.0.113.7"), loopback)).toBe("203.0.113.7")
    expect(clientAddress(request("::ffff:127.0.0.1", "203.0.113.1, 203.0.113.7"), loopback)).toBe("203.0.113.7")
    expect(clientAddress(request("10.1.2.3", "203.0.113.9, 10.0.0.5, 127.0.0.1"), lan)).toBe("203.0.113.9")
    expect(clientAddress(request("10.1.2.3", ["192.0.2.1, 203.0.113.2", "10.0.0.7"]), lan)).toBe("203.0.113.2")
  })
  it("does not believe a proxy it does not trust", () => {
    expect(clientAddress(request("198.51.100.4", "203.0.113.7"), loopback)).toBe("198.51.100.4")
  })
  it("stops at a hop that is not an address", () => {
    expect(clientAddress(request("127.0.0.1", "203.0.113.7, junk"), loopback)).toBe("127.0.0.1")
    expect(clientAddress(request("127.0.0.1", "unknown, 10.0.0.5"), lan)).toBe("10.0.0.5")
  })
  it("refuses a configuration that is not addresses", () => {
    expect(() => trustedProxySet(["proxy.example"])).toThrow(/ARENA_TRUSTED_PROXIES/)
    expect(() => trustedProxySet(["10.0.0.0/33"])).toThrow(/ARENA_TRUSTED_PROXIES/)
  })
})

describe("on the wire", () => {
  let trusting: TestSandbox
  let plain: TestSandbox
  beforeAll(async () => {
    trusting = await startTestSandbox()
    plain = await startTestSandbox({ ARENA_TRUSTED_PROXIES: "" })
  }, 120_000)
  afterAll(async () => {
    await trusting?.stop()
    await plain?.stop()
  })
  const located = async (url: string, forwarded: string) =>
    decoded(
      Api.status,
      await client(url).request("GET", "/wps/system/status", { headers: { "X-Forwarded-For": forwarded } }),
    ).location

  it("a forged loopback entry in front of the real address does not pass for the local network", async () => {
    expect(await located(trusting.url, "127.0.0.1, 203.0.113.77")).toMatchObject({ ip: "203.0.113.77" })
  })
  it("by default a forwarded address is not believed", async () => {
    expect((await located(plain.url, "203.0.113.78"))?.country).toBe("Local network")
  })
})
