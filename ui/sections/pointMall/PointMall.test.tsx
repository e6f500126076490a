// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok, refused } from "../../../core/workflows/testRuntime.ts"
import { asMember, asVisitor, renderPage } from "../../content/publicTestKit.tsx"
import PointMall from "./PointMall.tsx"

afterEach(cleanup)

const rewards = ok({
  list: [
    { rewardId: "1", name: "Cash voucher P 10.00", type: "CASH", points: 100, amount: 10, quantity: 500 },
    { rewardId: "2", name: "Arena T-shirt", type: "GOODS", points: 300, amount: 0, quantity: 50 },
    { rewardId: "3", name: "Smartphone", type: "GOODS", points: 20000, amount: 0, quantity: 0 },
  ],
  totalPages: 1,
})

const mall = (extra: Record<string, unknown> = {}) => ({
  pointBalance: ok(250),
  pointConfig: ok({ RNG: 1, SPORTS: 2, CONVERT: 1000 }),
  pointRewards: rewards,
  ...extra,
})

const tile = (name: string) => screen.getByText(name).closest("li") as HTMLElement

describe("the points mall", () => {
  it("asks a visitor to log in and loads nothing of a member's", async () => {
    const rt = await asVisitor()
    renderPage("/pointMall", <PointMall />)
    fireEvent.click(await screen.findByRole("button", { name: "Log in to take part" }))
    await waitFor(() => expect(rt.store.state().modals.open).toContain("loginPopup"))
    expect(rt.called()).not.toContain("pointBalance")
  })

  it("shows the points, the ratio, the earning rates and the rewards with price and stock", async () => {
    await asMember(mall())
    renderPage("/pointMall", <PointMall />)
    expect(await screen.findByText("250")).toBeTruthy()
    expect(screen.getByText("10 points = P 1.00")).toBeTruthy()
    expect(screen.getByText("Slots")).toBeTruthy()
    expect(within(tile("Cash voucher P 10.00")).getByText("100 points")).toBeTruthy()
    expect(within(tile("Cash voucher P 10.00")).getByText("Worth P 10.00")).toBeTruthy()
    expect(within(tile("Cash voucher P 10.00")).getByText("500 left")).toBeTruthy()
    const phone = within(tile("Smartphone")).getByRole("button", { name: "Redeem Smartphone" })
    expect(phone.hasAttribute("disabled")).toBe(true)
  })

  it("names each product once, disables a reward not on offer saying why, and draws no emoji", async () => {
    await asMember(
      mall({
        pointConfig: ok({ LOTT: 1, ELOTT: 2, RNG: 1, CONVERT: 1000 }),
        pointRewards: ok({
          list: [
            { rewardId: "1", name: "Cash voucher", type: "CASH", points: 100, amount: 10, quantity: 5 },
            { rewardId: "2", name: "Gold card", type: "GOODS", points: 50, quantity: 20, status: "OFF" },
            {
              rewardId: "3",
              name: "Cap",
              type: "GOODS",
              points: 50,
              quantity: 20,
              imageUrl: "/images/rewards/cap.svg",
            },
          ],
          totalPages: 1,
        }),
      }),
    )
    renderPage("/pointMall", <PointMall />)
    const rates = (await screen.findByText("Slots")).closest("ul") as HTMLElement
    const names = within(rates)
      .getAllByRole("listitem")
      .map((li) => li.querySelector("span")?.textContent)
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual(expect.arrayContaining(["Lottery", "Lotto"]))
    const card = within(tile("Gold card")).getByRole("button", { name: "Redeem Gold card" })
    expect(card.hasAttribute("disabled")).toBe(true)
    expect(card.textContent).toBe("Not on offer")
    expect(card.getAttribute("aria-describedby")).toBeTruthy()
    expect(document.getElementById(card.getAttribute("aria-describedby")!)?.textContent).toBe(
      "This reward cannot be redeemed right now.",
    )
    expect(
      within(tile("Cash voucher")).getByRole("button", { name: "Redeem Cash voucher" }).hasAttribute("disabled"),
    ).toBe(false)
    expect(tile("Cap").querySelector("img")?.getAttribute("src")).toContain("/images/rewards/cap.svg")
    for (const li of screen.getAllByRole("listitem")) expect(li.textContent).not.toMatch(/\p{Extended_Pictographic}/u)
    expect(tile("Cash voucher").querySelector(".mall-card-art svg")).toBeTruthy()
  })

  it("redeems only with the login password and enough points, then says so", async () => {
    const rt = await asMember(mall({ pointBalance: ok(500), redeemPointReward: ok(null) }))
    renderPage("/pointMall", <PointMall />)
    fireEvent.click(await screen.findByRole("button", { name: "Redeem Arena T-shirt" }))
    const dialog = within(await screen.findByRole("dialog", { name: "Redeem Arena T-shirt" }))
    fireEvent.click(dialog.getByRole("button", { name: "Confirm redemption" }))
    expect(await dialog.findByText("Enter your login password to confirm.")).toBeTruthy()
    fireEvent.change(dialog.getByLabelText("Login password"), { target: { value: "Player123" } })
    fireEvent.change(dialog.getByRole("spinbutton", { name: "Quantity" }), { target: { value: "2" } })
    expect(dialog.getByText("You do not have enough points.")).toBeTruthy()
    fireEvent.click(dialog.getByRole("button", { name: "Confirm redemption" }))
    // The refused submit has ended once its button is no longer busy, and sent nothing.
    await waitFor(() =>
      expect(dialog.getByRole("button", { name: "Confirm redemption" }).getAttribute("aria-busy")).toBeNull(),
    )
    expect(rt.called()).not.toContain("redeemPointReward")
    fireEvent.change(dialog.getByRole("spinbutton", { name: "Quantity" }), { target: { value: "1" } })
    fireEvent.click(dialog.getByRole("button", { name: "Confirm redemption" }))
    expect(await screen.findByText("Redeemed. Your request is being processed.")).toBeTruthy()
    // One redemption went out, the one for what the points cover: the click for 2 sent nothing (a request it started
    // would have gone out before this one was answered).
    const sent = rt.requests.filter((r) => r.endpoint.name === "redeemPointReward")
    expect(sent.map((r) => r.body)).toEqual([
      expect.objectContaining({ rewardId: "2", quantity: 1, redeemType: "GOODS", password: "Player123" }),
    ])
  })

  it("shows a wrong password as the platform refuses it", async () => {
    await asMember(mall({ redeemPointReward: refused(400, "password_incorrect", "wrong") }))
    renderPage("/pointMall", <PointMall />)
    fireEvent.click(await screen.findByRole("button", { name: "Redeem Cash voucher P 10.00" }))
    const dialog = within(await screen.findByRole("dialog"))
    fireEvent.change(dialog.getByLabelText("Login password"), { target: { value: "nope" } })
    fireEvent.click(dialog.getByRole("button", { name: "Confirm redemption" }))
    expect((await dialog.findByRole("alert")).textContent).toBe("The password is not correct.")
  })

  it("converts points with the password, showing the cash they make", async () => {
    const rt = await asMember(mall({ convertPoint: ok(null) }))
    renderPage("/pointMall", <PointMall />)
    await screen.findByText("250")
    fireEvent.click(screen.getByRole("button", { name: "Convert to cash" }))
    const dialog = within(await screen.findByRole("dialog", { name: "Convert points to cash" }))
    const points = dialog.getByRole("spinbutton", { name: "Points to convert" })
    fireEvent.change(points, { target: { value: "300" } })
    expect(dialog.getByText("You do not have enough points.")).toBeTruthy()
    fireEvent.change(points, { target: { value: "120" } })
    expect(dialog.getByText("You receive P 12.00")).toBeTruthy()
    fireEvent.click(dialog.getByRole("button", { name: "Confirm conversion" }))
    expect(await dialog.findByText("Enter your login password to confirm.")).toBeTruthy()
    expect(rt.called()).not.toContain("convertPoint")
    fireEvent.change(dialog.getByLabelText("Login password"), { target: { value: "Player123" } })
    fireEvent.click(dialog.getByRole("button", { name: "Confirm conversion" }))
    expect(await screen.findByText("Converted. The cash is in your main wallet.")).toBeTruthy()
    expect(rt.requests.find((r) => r.endpoint.name === "convertPoint")?.body).toMatchObject({
      amount: 120,
      password: "Player123",
    })
  })
})
