import { describe, expect, it } from "vitest"
import { initialState, reduce, replay } from "../state/State.ts"
import { memberState } from "../workflows/memberTestKit.ts"
import { loggedInBar } from "./loggedInBar.ts"

describe("loggedInBar", () => {
  const withBalance = replay(
    [
      { _tag: "BalanceLoaded", value: { sumBalance: 123456789, currencySymbol: "₱" } },
      { _tag: "UnreadCountLoaded", value: 3 },
    ],
    memberState({ label: "Gold" }),
  )

  it("shows the balance with two decimals and separators, the account and the label", () => {
    expect(loggedInBar(withBalance)).toMatchObject({
      visible: true,
      balanceText: "1,234,567.89",
      currencySymbol: "₱",
      account: "alice",
      customerId: "c-1001",
      label: "Gold",
      labelColor: "#ABABAB",
      unread: 3,
      showDeposit: true,
      showWithdraw: true,
    })
  })
  it("shows *** when hidden", () => {
    expect(loggedInBar(reduce(withBalance, { _tag: "BalanceVisibilityToggled" })).balanceText).toBe("***")
  })
  it("shows the agent centre button to agents only", () => {
    expect(loggedInBar(withBalance).showAgentCentre).toBe(false)
    expect(loggedInBar(memberState({ type: 42 })).showAgentCentre).toBe(true)
    expect(loggedInBar(memberState({ type: 4 })).showAgentCentre).toBe(false)
  })
  it("shows the message centre link when the brand's inbox is on", () => {
    expect(loggedInBar(memberState({ whitelabel: { INBOX3: true } })).showMessageCentre).toBe(true)
    expect(loggedInBar(memberState()).showMessageCentre).toBe(false)
  })
  it("is not visible to a visitor", () => {
    expect(loggedInBar(initialState)).toMatchObject({
      visible: false,
      account: "",
      balanceText: "0.00",
      currencySymbol: "P",
    })
  })
})
