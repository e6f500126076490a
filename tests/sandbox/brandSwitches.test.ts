/**
 * The brand's login guard (`loginedToHomePage`, spec section 2) is a setting the sandbox serves in the permission
 * answer and a developer switches on a running platform (`POST /sandbox/admin/brand`, behind the development
 * token like every tool under /sandbox/); the portal follows what the permission answer says (core's settings slice).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { client, devHeaders, startTestSandbox, type TestSandbox } from "./harness.ts"
import { decodes } from "./moneyKit.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
}, 60_000)
afterAll(() => sandbox?.stop())

const served = async () => decodes(Api.status, await client(sandbox.url).get(Api.status.path)).info?.loginedToHomePage
const switchBrand = (body: unknown, headers: Record<string, string> = devHeaders) =>
  fetch(`${sandbox.url}/sandbox/admin/brand`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  })

describe("the login guard as a brand setting", () => {
  it("is served off by default, and switched on and off again by the developer", async () => {
    expect(await served()).toBe(false)
    const on = await switchBrand({ loginedToHomePage: true })
    expect(on.status).toBe(200)
    expect(((await on.json()) as { value: unknown }).value).toEqual({ loginedToHomePage: true })
    expect(await served()).toBe(true)
    expect((await switchBrand({ loginedToHomePage: false })).status).toBe(200)
    expect(await served()).toBe(false)
  })

  it("refuses a switch without the development token, or without a boolean", async () => {
    expect((await switchBrand({ loginedToHomePage: true }, {})).status).toBe(403)
    expect(await served()).toBe(false)
    expect((await switchBrand({ loginedToHomePage: "yes" })).status).toBe(400)
    expect(await served()).toBe(false)
  })
})
