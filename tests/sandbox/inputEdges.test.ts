/**
 * The edges of request input against a real sandbox: amounts more precise than a cent are refused with 422 naming the
 * field (never rounded into a movement), and the ledger does not move; a lottery's back address is kept only as a path
 * of the portal's own origin; JSON is read only when sent as JSON (415 otherwise); a
 * body over the route's limit (small before login) is answered 413 with `Connection: close`, not a reset connection.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { launchUrlOf } from "../../core/model/LaunchRequest.ts"
import { vendorByCode } from "../../sandbox/seed/vendors.ts"
import { lott } from "./gamesKit.ts"
import { balanceOf, decodes, ledgerSandbox, newKey, refuses, signedIn } from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const pt = vendorByCode("PT")!.accountTypeId

describe("amounts", () => {
  it("refuses more than two decimals with 422 naming the field, as a number or as text, and moves nothing", async () => {
    const { member, money } = await signedIn(sandbox, "player01")
    const main = await balanceOf(sandbox, member.id, "MAIN")
    for (const amount of [0.005, "0.005", 1.239, "10.0001"]) {
      const res = await money("POST", Api.walletTransfer.path, { fromAccountTypeId: 0, toAccountTypeId: pt, amount })
      refuses(res, 422, "request_param_err")
      expect(res.body.message).toMatch(/^amount: /)
    }
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main)
  })
  it("still takes two decimals, and trailing zeros past them", async () => {
    const { member, money } = await signedIn(sandbox, "player01")
    const main = await balanceOf(sandbox, member.id, "MAIN")
    for (const amount of [0.01, "1.100"]) {
      const res = await money("POST", Api.walletTransfer.path, { fromAccountTypeId: 0, toAccountTypeId: pt, amount })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main - 111)
  })
})

describe("lottery back address", () => {
  const lobby = (backUrl: string) => lott({ backUrl })
  const backLink = async (c: Awaited<ReturnType<typeof signedIn>>["c"], backUrl: string) => {
    const url = launchUrlOf(decodes(Api.launchGame, await c.get(Api.launchGame.path, lobby(backUrl))))!
    return /<a class="back" href="([^"]*)"/.exec(await (await fetch(url)).text())?.[1]
  }
  it("refuses what URL parsing takes to another origin", async () => {
    const { c } = await signedIn(sandbox, "player01")
    for (const backUrl of [
      "/\t/evil.example/x",
      "//evil.example",
      "/.//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "http://evil.example/lottery",
      "javascript:alert(1)",
    ]) {
      const res = await c.get(Api.launchGame.path, lobby(backUrl))
      refuses(res, 400, "request_param_err")
      expect(res.body.message, backUrl).toMatch(/^backUrl: /)
    }
  })
  it("keeps a path of the portal, and reduces the portal's own address to its path", async () => {
    const { c } = await signedIn(sandbox, "player01")
    expect(await backLink(c, "/lottery?x=1")).toBe("/lottery?x=1")
    expect(await backLink(c, sandbox.url)).toBe("/")
    expect(await backLink(c, `${sandbox.url}/games?tab=lottery#top`)).toBe("/games?tab=lottery#top")
  })
})

describe("content type", () => {
  const send = async (token: string, contentType: string | undefined, body: string) => {
    const res = await fetch(`${sandbox.url}${Api.walletTransfer.path}`, {
      method: "POST",
      headers: {
        "X-Gateway-Version": "3",
        Merchant: "arena",
        Authorization: token,
        "Idempotency-Key": newKey(),
        ...(contentType === undefined ? {} : { "Content-Type": contentType }),
      },
      body,
    })
    return { status: res.status, body: (await res.json()) as Record<string, any> }
  }
  it("refuses a JSON call whose body is not declared as JSON with 415, and moves nothing", async () => {
    const { c, member } = await signedIn(sandbox, "player01")
    const main = await balanceOf(sandbox, member.id, "MAIN")
    const json = JSON.stringify({ fromAccountTypeId: 0, toAccountTypeId: pt, amount: 1 })
    for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", undefined]) {
      refuses(await send(c.token()!, type, json), 415, "unsupported_media_type")
    }
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main)
    for (const type of ["application/json", "application/json;charset=UTF-8", "Application/JSON; charset=utf-8"]) {
      expect((await send(c.token()!, type, json)).status, type).toBe(200)
    }
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main - 300)
  })
})

describe("body limits", () => {
  const post = (headers: Record<string, string>, body: string) =>
    fetch(`${sandbox.url}${Api.login.path}`, {
      method: "POST",
      headers: { "X-Gateway-Version": "3", Merchant: "arena", "Content-Type": "application/json", ...headers },
      body,
    })
  it("answers 413 to a body over 16 KiB before login, with the envelope and Connection: close", async () => {
    const big = JSON.stringify({ value: "A".repeat(17 * 1024) })
    const res = await post({ Encryption: "x" }, big)
    expect(res.status).toBe(413)
    expect(res.headers.get("connection")).toBe("close")
    expect(((await res.json()) as { errorCode?: string }).errorCode).toBe("request_too_large")
    const small = await post({ Encryption: "x" }, JSON.stringify({ value: "A".repeat(15 * 1024) }))
    expect(small.status).not.toBe(413)
  })
  it("keeps a member's ordinary call small (64 KiB) and lets only the image calls carry megabytes", async () => {
    const { c } = await signedIn(sandbox, "player01")
    const send = (path: string, size: number) =>
      fetch(`${sandbox.url}${path}`, {
        method: "POST",
        headers: {
          "X-Gateway-Version": "3",
          Merchant: "arena",
          "Content-Type": "application/json",
          Authorization: c.token()!,
          "Idempotency-Key": newKey(),
        },
        body: JSON.stringify({ padding: "A".repeat(size) }),
      })
    const transfer = await send(Api.walletTransfer.path, 65 * 1024)
    expect(transfer.status).toBe(413)
    expect(transfer.headers.get("connection")).toBe("close")
    expect((await send(Api.walletTransfer.path, 60 * 1024)).status).not.toBe(413)
    expect((await send(Api.applyPromotion.path, 2 * 1024 * 1024)).status).not.toBe(413)
    expect((await send(Api.confirmWithdrawal.path, 9 * 1024 * 1024)).status).toBe(413)
  })
})
