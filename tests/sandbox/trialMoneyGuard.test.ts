/**
 * A trial account (type 4, spec section 6) is refused by the server itself on every member money call, not only by
 * the portal's dialogs: the test walks every call of the wallet, points and agent areas of the contract and expects
 * `403 need_real_account` for each one a trial may not make, before its body is even read (so an empty or
 * unencrypted body is enough to prove the refusal). The few calls the portal shows a trial outside the member centre
 * (the header's demo balance, the promotions and VIP pages) still answer.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { agent } from "../../core/contract/api/agent.ts"
import { points } from "../../core/contract/api/points.ts"
import { wallet } from "../../core/contract/api/wallet.ts"
import type { Endpoint } from "../../core/contract/Endpoint.ts"
import { openToTrial } from "../../sandbox/money/callers.ts"
import { decodes, ledgerSandbox, newKey, refuses, signedIn } from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const moneyCalls: ReadonlyArray<Endpoint> = [
  ...Object.values(wallet),
  ...Object.values(points),
  ...Object.values(agent),
]

describe("the trial guard of the money calls", () => {
  it("refuses a trial account on every member money call", async () => {
    const { c } = await signedIn(sandbox, "trial01")
    const guarded = moneyCalls.filter((e) => e.token && !openToTrial.has(e.name))
    expect(guarded.map((e) => e.name)).toEqual(expect.arrayContaining(["depositChannels", "withdrawalInfo"]))
    for (const e of guarded) {
      const headers = e.movesMoney ? { "Idempotency-Key": newKey() } : {}
      const res =
        e.method === "GET"
          ? await c.request("GET", e.path, { headers })
          : await c.request(e.method, e.path, { body: {}, headers })
      expect({ call: e.name, status: res.status, errorCode: res.body.errorCode }).toEqual({
        call: e.name,
        status: 403,
        errorCode: "need_real_account",
      })
    }
  }, 120_000)

  it("still shows a trial its demo balance, and lets a real member read the deposit channels", async () => {
    const trial = await signedIn(sandbox, "trial01")
    decodes(Api.balance, await trial.c.get(Api.balance.path))
    refuses(await trial.c.get(Api.depositChannels.path), 403, "need_real_account")
    const real = await signedIn(sandbox, "player01")
    expect(decodes(Api.depositChannels, await real.c.get(Api.depositChannels.path)).length).toBeGreaterThan(0)
  })
})
