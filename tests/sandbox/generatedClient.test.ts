/**
 * A client generated from the published contract works as generated: the types openapi-typescript gives for
 * /openapi.json (tests/contract/platform.d.ts, checked here to be what the document gives today) drive openapi-fetch
 * with its defaults (query parameters as `form`, explode: what a GET's flat parameters expect) against a real
 * sandbox, and each answer passes its schema under a standard JSON Schema 2020-12 validator. The login itself is
 * sealed (wire notes section 3), which no generator does: it goes through the test client, and its token is then set
 * as the raw `Authorization` header the document's `token` scheme describes.
 */
import { readFileSync } from "node:fs"
import createClient from "openapi-fetch"
import openapiTS, { astToString } from "openapi-typescript"
import { describe, expect, it } from "vitest"
import { openApiDocument } from "../../core/contract/openApi.ts"
import { makeAnswerCheck } from "../../sandbox/http/answerCheck.ts"
import type { paths } from "../contract/platform.d.ts"
import { client, fileSandbox } from "./harness.ts"
import { logIn } from "./sessionKit.ts"

const sandbox = fileSandbox()

const gateway = { "X-Gateway-Version": "3", Merchant: "arena", Device: "web", Language: "EN" }

describe("a client generated with openapi-typescript and openapi-fetch", () => {
  it("has the types the document gives today", async () => {
    const doc = openApiDocument() as unknown as Parameters<typeof openapiTS>[0]
    expect(astToString(await openapiTS(doc))).toBe(readFileSync("tests/contract/platform.d.ts", "utf8"))
  })

  it("calls the platform with its defaults, and every answer passes its schema", async () => {
    const doc = (await (await fetch(`${sandbox.url}/openapi.json`)).json()) as Record<string, unknown>
    const check = makeAnswerCheck(doc)
    const c = client(sandbox.url)
    const { token } = await logIn(c, "player01", "Player123")
    const visitor = createClient<paths>({ baseUrl: sandbox.url, headers: gateway })
    const member = createClient<paths>({ baseUrl: sandbox.url, headers: { ...gateway, Authorization: token } })
    const today = new Date().toISOString().slice(0, 10)
    const range = { startDate: today, endDate: today }
    const answers = [
      [
        "GET",
        "/wps/system/status",
        await visitor.GET("/wps/system/status", { params: { query: { url: "localhost" } } }),
      ],
      ["GET", "/wps/system/whitelabel", await visitor.GET("/wps/system/whitelabel")],
      ["GET", "/wps/system/setting/register", await visitor.GET("/wps/system/setting/register")],
      ["GET", "/wps/system/helpCenter", await visitor.GET("/wps/system/helpCenter", { params: { query: {} } })],
      [
        "GET",
        "/wps/relay/GCSGAME_gameVendor",
        await visitor.GET("/wps/relay/GCSGAME_gameVendor", { params: { query: { merchantCode: "arena" } } }),
      ],
      [
        "GET",
        "/wps/relay/GCSGAME_gameList",
        await member.GET("/wps/relay/GCSGAME_gameList", {
          params: {
            query: {
              clientType: 3,
              platform: "PG",
              merchant: "arena",
              pageNo: 1,
              pageSize: 10,
              language: "EN",
            },
          },
        }),
      ],
      ["GET", "/wps/member/info", await member.GET("/wps/member/info")],
      ["GET", "/wps/v2/wallets/balance", await member.GET("/wps/v2/wallets/balance")],
      ["GET", "/wps/relay/MCSFE_getDepositChannels", await member.GET("/wps/relay/MCSFE_getDepositChannels")],
      [
        "GET",
        "/wps/relay/ODSFE2_getAccountRecords",
        await member.GET("/wps/relay/ODSFE2_getAccountRecords", {
          params: { query: { ...range, page: 1, size: 10 } },
        }),
      ],
      [
        "GET",
        "/wps/relay/ODSFE2_getBetRecords",
        await member.GET("/wps/relay/ODSFE2_getBetRecords", { params: { query: { ...range, page: 1, size: 10 } } }),
      ],
      ["GET", "/wps/relay/MCS2_getPointBalance", await member.GET("/wps/relay/MCS2_getPointBalance")],
      // Without the token the generated client gets the refusal the document describes for it.
      ["GET", "/wps/v2/wallets/balance", await visitor.GET("/wps/v2/wallets/balance")],
    ] as const
    const results = answers.map(([method, path, answer]) => ({
      call: `${method} ${path}`,
      status: answer.response.status,
      mismatch: check(method, path, answer.response.status, answer.data ?? answer.error),
    }))
    expect(results.filter((r) => r.status !== 200).map((r) => `${r.call} ${r.status}`)).toEqual([
      "GET /wps/v2/wallets/balance 401",
    ])
    expect(results.filter((r) => r.mismatch !== undefined)).toEqual([])
  })
})
