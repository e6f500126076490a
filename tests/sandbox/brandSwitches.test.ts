/**
 * The brand's login guard (`loginedToHomePage`, spec section 2) is a setting the sandbox serves in the permission
 * answer and a developer switches on a running platform (`POST /sandbox/admin/brand`, behind the development
 * token like every tool under /sandbox/); the portal follows what the permission answer says (core's settings slice).
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { client, devHeaders, fileSandbox } from "./harness.ts"
import { decodes } from "./moneyKit.ts"
import { type Answer, clientFrom, decoded, freshIp, latestSms, loginRequest, refused } from "./sessionKit.ts"

const sandbox = fileSandbox()

const served = async () => decodes(Api.status, await client(sandbox.url).get(Api.status.path)).info?.loginedToHomePage
const switchBrand = (body: unknown, headers: Record<string, string> = devHeaders) =>
  fetch(`${sandbox.url}/sandbox/admin/brand`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  })

/** Runs `body` with the verification tool switched on (the switch accepted), and switches it off after, whatever happens. */
const withVerification = async (body: () => Promise<void>) => {
  expect((await switchBrand({ verification: true })).status).toBe(200)
  try {
    await body()
  } finally {
    await switchBrand({ verification: false })
  }
}

describe("the login guard as a brand setting", () => {
  it("is served off by default, and switched on and off again by the developer", async () => {
    expect(await served()).toBe(false)
    const on = await switchBrand({ loginedToHomePage: true })
    expect(on.status).toBe(200)
    expect(((await on.json()) as { value: unknown }).value).toEqual({ loginedToHomePage: true, verification: false })
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

describe("the verification check before login and register, as a brand setting", () => {
  const gw = async () => decodes(Api.status, await client(sandbox.url).get(Api.status.path)).info?.gw
  const challenge = async (c: ReturnType<typeof clientFrom>) =>
    decoded(Api.verificationChallenge, await c.get("/wps/captcha/geetest"))
  const answerOf = async (id: string) =>
    (
      (await client(sandbox.url).get("/sandbox/verification-answer", { challenge: id })).body.value as {
        answer: string
      }
    ).answer
  const login = (c: ReturnType<typeof clientFrom>, fields: Record<string, string>) =>
    c.request("POST", "/wps/session/login", {
      body: { username: "player01", password: "Player123", type: "username", ...fields },
      encrypted: true,
    })
  const wrong = (answer: string) => (answer === "0000" ? "1111" : "0000")
  const checkRefused = (res: Answer) => refused(res, 400, "captcha_check_failed")

  it("is off as shipped: no tool is served, no challenge is issued, and the login goes as before", async () => {
    expect(await gw()).toBeNull()
    refused(await client(sandbox.url).get("/wps/captcha/geetest"), 404, "function.not.available")
    decoded(Api.login, await loginRequest(clientFrom(sandbox.url), "player01", "Player123"))
  })

  it("on: a username login needs a live challenge's answer, checked once; the SMS login skips it", () =>
    withVerification(async () => {
      expect(await gw()).toEqual({ GEETEST_ID: "arena", GEETEST_VERSION: "captcha" })
      const c = clientFrom(sandbox.url)
      // Missing, made up, or wrong: refused with the catalogue's code before the password is looked at.
      checkRefused(await login(c, {}))
      checkRefused(await login(c, { geetest_challenge: "f".repeat(32), geetest_validate: "1234" }))
      const first = await challenge(c)
      expect(Buffer.from(first.image, "base64").subarray(1, 4).toString()).toBe("PNG")
      const answer = await answerOf(first.challenge)
      checkRefused(await login(c, { geetest_challenge: first.challenge, geetest_validate: wrong(answer) }))
      // The wrong answer spent it: the right one no longer passes.
      checkRefused(await login(c, { geetest_challenge: first.challenge, geetest_validate: answer }))

      // The right answer logs in, once: the same answer replayed, even at once in parallel, is refused.
      const second = await challenge(c)
      const right = { geetest_challenge: second.challenge, geetest_validate: await answerOf(second.challenge) }
      decoded(Api.login, await login(c, right))
      const third = await challenge(c)
      const again = { geetest_challenge: third.challenge, geetest_validate: await answerOf(third.challenge) }
      const burst = await Promise.all(Array.from({ length: 4 }, () => login(c, again)))
      expect(burst.map((r) => r.status).sort()).toEqual([200, 400, 400, 400])
      checkRefused(await login(c, right))

      // A challenge is bound to the address it was issued to.
      const elsewhere = await challenge(clientFrom(sandbox.url, freshIp()))
      checkRefused(
        await login(c, {
          geetest_challenge: elsewhere.challenge,
          geetest_validate: await answerOf(elsewhere.challenge),
        }),
      )

      // The SMS login needs no check.
      const registered = clientFrom(sandbox.url)
      await registered.request("POST", "/wps/verification/sms/noLogin", { body: { mobileNum: "09171234568" } })
      const { code } = await latestSms(sandbox.url, "9171234568")
      const sms = await registered.request("POST", "/wps/session/login", {
        body: { username: "9171234568", password: code, type: "sms", countryDialingCode: "63" },
        encrypted: true,
      })
      decoded(Api.login, sms)
    }))

  it("on: a new image is issued at most once a second to an address, however many ask at once", () =>
    withVerification(async () => {
      const c = clientFrom(sandbox.url, freshIp())
      const burst = await Promise.all(Array.from({ length: 5 }, () => c.get("/wps/captcha/geetest")))
      expect(burst.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429])
      refused(burst.find((r) => r.status === 429)!, 429, "TOO_MANY_REQUESTS")
    }))

  it("on: a registration needs the check too", () =>
    withVerification(async () => {
      const c = clientFrom(sandbox.url, freshIp())
      const form = {
        username: "verified01",
        password: "Secret123",
        confirmPassword: "Secret123",
        mobileNum: `919${String(Date.now() % 10_000_000).padStart(7, "0")}`,
        registerMethod: "WEB",
        registerUrl: "http://localhost/register",
        login: true,
      }
      const put = (fields: Record<string, string>) =>
        c.request("PUT", "/wps/member/register", { body: { ...form, ...fields }, encrypted: true })
      checkRefused(await put({}))
      const issued = await challenge(c)
      const right = { geetest_challenge: issued.challenge, geetest_validate: await answerOf(issued.challenge) }
      expect(decoded(Api.register, await put(right)).token).toBeTruthy()
    }))
})
