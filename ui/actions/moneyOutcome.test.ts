import { describe, expect, it } from "vitest"
import { ActionRefused } from "../../core/workflows/ActionRefused.ts"
import { moneyOutcomeOf } from "./moneyOutcome.ts"

describe("moneyOutcomeOf", () => {
  it("hands back the value, core's reason, or the link's failure", () => {
    expect(moneyOutcomeOf({ ok: true, value: 3 })).toEqual({ _tag: "Done", value: 3 })
    expect(
      moneyOutcomeOf({ ok: false, error: new ActionRefused({ action: "withdraw", reason: "amount_above_balance" }) }),
    ).toMatchObject({ _tag: "Refused", key: "amount_above_balance" })
    expect(
      moneyOutcomeOf({ ok: false, error: { _tag: "NetworkFailed", endpoint: "withdraw", reason: "abnormal" } }),
    ).toEqual({
      _tag: "Network",
      key: "network_abnormal",
    })
    expect(
      moneyOutcomeOf({
        ok: false,
        error: {
          _tag: "CallFailed",
          endpoint: "withdraw",
          status: 400,
          errorCode: "balance_not_enough",
          message: "no",
          captcha: false,
        },
      }),
    ).toMatchObject({ _tag: "Refused", key: "balance_not_enough", message: "no" })
  })
})
