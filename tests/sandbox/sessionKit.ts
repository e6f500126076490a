/**
 * Helpers of the session and settings area's sandbox tests: a client that appears from a chosen address (the
 * test sandbox trusts X-Forwarded-For from loopback, harness.ts), logins, the SMS and mail outboxes, and the contract check that an
 * answer decodes through core's declaration of its endpoint.
 */
import * as Result from "effect/Result"
import { expect } from "vitest"
import type { DeclaredEndpoint } from "../../core/contract/Api.ts"
import { decodeAnswer } from "../../core/contract/decode.ts"
import type { Queryable } from "../../sandbox/db/Database.ts"
import { client } from "./harness.ts"

/** A wire answer as the harness returns it. */
export interface Answer {
  readonly status: number
  readonly body: { success?: boolean; value?: any; errorCode?: string; message?: string } & Record<string, any>
}

/** Asserts the answer is a success that decodes through the endpoint's contract; returns the decoded value. */
export const decoded = <E extends DeclaredEndpoint>(endpoint: E, res: Answer): E["response"]["Type"] => {
  const r = decodeAnswer(endpoint, res.status, res.body)
  if (Result.isFailure(r))
    expect.fail(`${endpoint.name} answered ${res.status} ${JSON.stringify(res.body).slice(0, 500)}: ${r.failure._tag}`)
  return (r as Result.Success<E["response"]["Type"], unknown>).success
}

/** Asserts a refusal: the status, the errorCode, the envelope. */
export const refused = (res: Answer, status: number, errorCode: string) => {
  expect({ status: res.status, errorCode: res.body.errorCode }, res.body.message).toEqual({ status, errorCode })
  expect(res.body.success).toBe(false)
  expect(typeof res.body.message).toBe("string")
}

/** A client of the sandbox that appears to come from `ip` (none: loopback itself). */
export const clientFrom = (url: string, ip?: string) => {
  const c = client(url)
  const headers = ip === undefined ? {} : { "X-Forwarded-For": ip }
  type Init = Parameters<typeof c.request>[2]
  return {
    ...c,
    request: (method: string, path: string, init: Init = {}) =>
      c.request(method, path, { ...init, headers: { ...headers, ...init?.headers } }),
    get: (path: string, query?: Record<string, unknown>) =>
      c.request("GET", path, { headers, ...(query === undefined ? {} : { query }) }),
  }
}

/** A sandbox client. */
export type Client = ReturnType<typeof clientFrom>

/** POSTs an encrypted login by username. */
export const loginRequest = (c: Client, username: string, password: string, captcha?: string) =>
  c.request("POST", "/wps/session/login", {
    body: { username, password, type: "username", ...(captcha === undefined ? {} : { captcha }) },
    encrypted: true,
  })

/** Logs in and keeps the token on the client; returns the answer's value. */
export const logIn = async (c: Client, username: string, password: string) => {
  const res = await loginRequest(c, username, password)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  c.setToken(res.body.value.token)
  return res.body.value as { token: string; firstTimeLogin: boolean; passwordExpired: boolean } & Record<string, any>
}

/** The latest SMS code sent to a mobile number (development outbox). */
export const latestSms = async (url: string, mobile: string): Promise<{ code: string; purpose: string }> => {
  const res = await client(url).get("/sandbox/sms-outbox", { mobile })
  const row = res.body.value[0]
  if (row === undefined) expect.fail(`no SMS was sent to ${mobile}`)
  return row
}

/** The latest email sent to an address (development outbox). */
export const latestMail = async (url: string, to: string): Promise<{ subject: string; body: string } | undefined> =>
  (await client(url).get("/sandbox/mail-outbox", { to })).body.value[0]

/** Every email sent to an address (development outbox, the latest 50), newest first. */
export const mailsTo = async (url: string, to: string): Promise<ReadonlyArray<{ subject: string; body: string }>> =>
  (await client(url).get("/sandbox/mail-outbox", { to })).body.value

let lastHost = 0
/**
 * A fresh client address per call, so counters of one test do not reach another: from the benchmarking range
 * 198.18.0.0/15 (RFC 2544), whose 131,072 addresses outlast every file a worker runs. This module is shared by the
 * files of one worker (vitest's isolate: false), so a documentation /24 ran out after 254 calls, and an address past
 * it (`203.0.113.300`) was no address: the sandbox counted those clients as its proxy's, and one test's limits then
 * reached another's.
 */
export const freshIp = (): string => {
  let n = ++lastHost
  // No host part of 0 or 255, which some readers take for a network or a broadcast address.
  while ((n & 255) === 0 || (n & 255) === 255) n = ++lastHost
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`
}

interface WhiteLabelNode {
  modId: string
  enabled: string
  childrenNodes: Array<WhiteLabelNode>
}

/** Switches a white-label module in the brand's stored tree. */
export const switchModule = async (db: Queryable, modId: string, on: boolean) => {
  const [row] = await db.query<{ value: Array<WhiteLabelNode> }>(
    "select value from settings where key = 'brand.whitelabel'",
  )
  const set = (nodes: Array<WhiteLabelNode>): Array<WhiteLabelNode> =>
    nodes.map((n) => ({
      ...n,
      enabled: n.modId === modId ? (on ? "1" : "0") : n.enabled,
      childrenNodes: set(n.childrenNodes),
    }))
  await db.query("update settings set value = $1 where key = 'brand.whitelabel'", [JSON.stringify(set(row!.value))])
}
