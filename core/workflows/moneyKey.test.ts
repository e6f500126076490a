import * as Exit from "effect/Exit"
import { describe, expect, it } from "vitest"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { submitMoney } from "./moneyKey.ts"

const intent = (amount: number) => (key: string) => ({ _tag: "UplineTransferRequested", key, amount }) as const

describe("submitMoney", () => {
  it("emits the intent with a fresh key, and reuses it for the same request while it is pending", async () => {
    const rt = memberRuntime(memberState())
    expect(await rt.run(submitMoney("uplineTransfer", intent(100)))).toEqual(Exit.succeed("key-1"))
    expect(await rt.run(submitMoney("uplineTransfer", intent(100)))).toEqual(Exit.succeed("key-1"))
    expect(await rt.run(submitMoney("uplineTransfer", intent(200)))).toEqual(Exit.succeed("key-2"))
    expect(rt.store.log()).toEqual([
      { _tag: "UplineTransferRequested", key: "key-1", amount: 100 },
      { _tag: "UplineTransferRequested", key: "key-1", amount: 100 },
      { _tag: "UplineTransferRequested", key: "key-2", amount: 200 },
    ])
  })
  it("takes a fresh key once the platform answered", async () => {
    const rt = memberRuntime(memberState())
    await rt.run(submitMoney("uplineTransfer", intent(100)))
    rt.store.dispatch({ _tag: "UplineTransferred", value: {} })
    expect(await rt.run(submitMoney("uplineTransfer", intent(100)))).toEqual(Exit.succeed("key-2"))
  })
})
