/**
 * Contract tests of the register centre (core/contract/api/agent.ts `registerDownline`, our call) against a real
 * sandbox: an agent opens a member account below itself, checked by the brand's registration rules as the member
 * registration is; the new member has an empty main wallet, a scrypt-hashed password it can log in with, shows in the
 * agent's team management and can receive a transfer; the member registration's refusals follow (taken username,
 * taken mobile number, a field out of format); only agents may call it.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { demoPaymentPassword } from "../../sandbox/money/seedFunds.ts"
import { client } from "./harness.ts"
import { balanceOf, decodes, ledgerSandbox, memberOf, refuses, signedIn } from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const path = Api.registerDownline.path
let serial = 0
const fresh = () => {
  serial++
  return {
    username: `dl${process.pid % 10_000}x${serial}`,
    password: "Secret123",
    confirmPassword: "Secret123",
    mobileNum: `917${String(process.pid % 10_000).padStart(4, "0")}${String(serial).padStart(3, "0")}`,
  }
}

const registerAs = async (account: string, body: Record<string, unknown>) => {
  const { c } = await signedIn(sandbox, account)
  return c.request("PUT", path, { body, encrypted: true })
}

describe("the register centre", () => {
  it("opens a member below the agent, with an empty wallet and a password it logs in with", async () => {
    const body = { ...fresh(), email: "new.member@example.com", payeeName: "New Member" }
    const value = decodes(Api.registerDownline, await registerAs("agent02", body))
    expect(value).toMatchObject({ account: body.username, type: 0 })
    const [row] = await sandbox.services.db.query<{
      type: number
      upline: string
      password_hash: string
      email: string
      payee_name: string
      mobile: string
    }>(
      `select m.type, u.account as upline, m.password_hash, m.email, m.payee_name, m.mobile
         from members m join members u on u.id = m.upline_id where m.account = $1`,
      [body.username],
    )
    expect(row).toMatchObject({
      type: 0,
      upline: "agent02",
      email: body.email,
      payee_name: body.payeeName,
      mobile: body.mobileNum,
    })
    expect(row!.password_hash).toMatch(/^scrypt/)
    expect(row!.password_hash).not.toContain("Secret123")
    const member = await memberOf(sandbox, body.username)
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(0)

    const login = await client(sandbox.url).request("POST", Api.login.path, {
      body: { username: body.username, password: body.password, type: "username" },
      encrypted: true,
    })
    expect(decodes(Api.login, login).token).toBeTruthy()
  })

  it("shows the new member in the agent's team management, and the agent can transfer to it", async () => {
    const body = fresh()
    decodes(Api.registerDownline, await registerAs("agent01", body))
    const agent = await signedIn(sandbox, "agent01")
    const list = decodes(
      Api.downlines,
      await agent.c.get(Api.downlines.path, { page: 1, size: 50, account: body.username }),
    )
    expect(list.list!.map((d) => d.account)).toEqual([body.username])
    expect(list.list![0]).toMatchObject({ type: 0, balance: 0, teamSize: 0 })
    const transfer = { downline: body.username, amount: 1, paymentPassword: demoPaymentPassword }
    expect(
      decodes(Api.downlineTransfer, await agent.money("POST", Api.downlineTransfer.path, transfer, { encrypted: true }))
        .successAmount,
    ).toBe(100)
    expect(await balanceOf(sandbox, (await memberOf(sandbox, body.username)).id, "MAIN")).toBe(100)
  })

  it("refuses a taken username with the member registration's code, and a taken mobile number", async () => {
    const body = fresh()
    decodes(Api.registerDownline, await registerAs("agent01", body))
    refuses(await registerAs("agent01", { ...body, mobileNum: fresh().mobileNum }), 400, "account_exists")
    refuses(await registerAs("agent01", { ...fresh(), username: "player01" }), 400, "account_exists")
    refuses(await registerAs("agent41", { ...fresh(), mobileNum: body.mobileNum }), 400, "mobile_exists")
    const member = await client(sandbox.url).request("PUT", Api.register.path, {
      body: { ...fresh(), username: body.username, login: true, registerMethod: "WEB" },
      encrypted: true,
    })
    refuses(member, 400, "account_exists")
  })

  it("checks the fields by the brand's registration rules", async () => {
    refuses(await registerAs("agent01", { ...fresh(), username: "1abc" }), 400, "request_param_err")
    refuses(await registerAs("agent01", { ...fresh(), password: "short" }), 400, "request_param_err")
    refuses(await registerAs("agent01", { ...fresh(), confirmPassword: "Secret124" }), 400, "request_param_err")
    const { mobileNum: _, ...noMobile } = fresh()
    refuses(await registerAs("agent01", noMobile), 400, "request_param_err")
    refuses(await registerAs("agent01", { ...fresh(), email: "not-an-email" }), 400, "request_param_err")
    const body = fresh()
    const res = await registerAs("agent01", { ...body, password: "Secret123", confirmPassword: "Secret123" })
    expect(res.body.errorCode).toBeUndefined()
  })

  it("is for agents only, and needs the encryption and a session", async () => {
    refuses(await registerAs("player01", fresh()), 403, "agent_only")
    refuses(await registerAs("down01", fresh()), 403, "agent_only")
    const anonymous = await client(sandbox.url).request("PUT", path, { body: fresh(), encrypted: true })
    expect(anonymous.status).toBe(401)
    const { c } = await signedIn(sandbox, "agent01")
    const plain = await c.request("PUT", path, { body: fresh(), encrypted: false })
    expect(plain.status).toBeGreaterThanOrEqual(400)
    expect(plain.status).toBeLessThan(500)
  })
})
