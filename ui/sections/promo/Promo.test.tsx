// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok, refused } from "../../../core/workflows/testRuntime.ts"
import { asMember, asVisitor, renderPage } from "../../content/publicTestKit.tsx"
import Promo from "./Promo.tsx"

afterEach(cleanup)

const promotion = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  promotionId: id,
  title: `Promotion ${id}`,
  content: "<p>Terms</p>",
  category: "EVENT",
  startTime: "2026-01-01 00:00:00",
  endTime: "2026-12-31 23:59:59",
  status,
  ...extra,
})

/** One promotion per activity status of spec section 4. */
const everyStatus = [
  promotion("1", "JOIN", { needApply: true, category: "WELCOME" }),
  promotion("2", "JOIN", { needApply: false }),
  promotion("3", "CLAIM", { category: "RAFFLE" }),
  promotion("4", "APPLYING"),
  promotion("5", "CLOSE"),
  promotion("6", "REJECTED"),
  promotion("7", "ISSUED"),
  promotion("8", "CLAIMED"),
  promotion("9", "PROCESS"),
  promotion("10", "JOINED"),
  promotion("11", "COMING_SOON"),
]

const page = (list: ReadonlyArray<unknown>) => ok({ list, total: list.length, totalPages: 1 })

const card = (title: string) => screen.getByRole("article", { name: title })

describe("the promotions page", () => {
  it("labels every activity status and offers exactly the action core decides", async () => {
    await asMember({ promotions: page(everyStatus) })
    renderPage("/promotions", <Promo />)
    await screen.findByRole("article", { name: "Promotion 1" })
    const expected: ReadonlyArray<readonly [string, string, string | undefined]> = [
      ["1", "Open", "Apply now"],
      ["2", "Open", "Join"],
      ["3", "Ready to claim", "Claim"],
      ["4", "Applying", undefined],
      ["5", "Closed", undefined],
      ["6", "Rejected", undefined],
      ["7", "Issued", undefined],
      ["8", "Claimed", undefined],
      ["9", "In progress", undefined],
      ["10", "Joined", undefined],
      ["11", "Coming soon", undefined],
    ]
    for (const [id, label, action] of expected) {
      const c = within(card(`Promotion ${id}`))
      expect(c.getByText(label)).toBeTruthy()
      const buttons = c.queryAllByRole("button").map((b) => b.textContent)
      expect(buttons).toEqual(action === undefined ? [] : [action])
      expect(c.getByRole("link", { name: `Details of Promotion ${id}` }).getAttribute("href")).toBe(
        `/promoDetail?id=${id}`,
      )
    }
  })

  it("filters by category", async () => {
    await asMember({ promotions: page(everyStatus) })
    renderPage("/promotions", <Promo />)
    await screen.findByRole("article", { name: "Promotion 1" })
    fireEvent.click(screen.getByRole("button", { name: "Raffle" }))
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-labelledby"))).toEqual(["promo-3"])
    fireEvent.click(screen.getByRole("button", { name: "All" }))
    expect(screen.getAllByRole("article")).toHaveLength(everyStatus.length)
  })

  it("claims a raffle prize and says what was won; the list reloads", async () => {
    const rt = await asMember({
      promotions: [page(everyStatus), page([promotion("3", "CLAIMED", { category: "RAFFLE" })])],
      claimRaffle: ok({ prizeName: "Lucky Raffle", amount: 18.88 }),
    })
    renderPage("/promotions", <Promo />)
    await screen.findByRole("article", { name: "Promotion 3" })
    fireEvent.click(within(card("Promotion 3")).getByRole("button", { name: "Claim" }))
    expect(await screen.findByText("You won P 18.88. It has been added to your wallet.")).toBeTruthy()
    expect(rt.requests.find((r) => r.endpoint.name === "claimRaffle")?.body).toEqual({ promotionId: "3" })
    await waitFor(() => expect(within(card("Promotion 3")).getByText("Claimed")).toBeTruthy())
  })

  it("joins an event at once and shows the platform's refusal in the member's language", async () => {
    const rt = await asMember({
      promotions: page(everyStatus),
      applyPromotion: refused(400, "promotion_not_joinable", "You cannot join this promotion now"),
    })
    renderPage("/promotions", <Promo />)
    await screen.findByRole("article", { name: "Promotion 2" })
    fireEvent.click(within(card("Promotion 2")).getByRole("button", { name: "Join" }))
    expect(await within(card("Promotion 2")).findByRole("alert")).toHaveProperty(
      "textContent",
      "You cannot take part in this promotion now.",
    )
    expect(rt.requests.find((r) => r.endpoint.name === "applyPromotion")?.body).toEqual({
      promotionId: "2",
      comment: "",
      images: [],
    })
  })

  it("shows a visitor the promotion announcements and asks to log in", async () => {
    const rt = await asVisitor({
      announcements: ok({
        promotion: [{ title: "Weekend boost", content: "<p>5% more</p>", promotionType: "LOTTERY" }],
      }),
    })
    renderPage("/promotions", <Promo />)
    const c = await screen.findByRole("article", { name: "Weekend boost" })
    expect(within(c).queryByText("Open")).toBeNull()
    expect(rt.called()).not.toContain("promotions")
    fireEvent.click(within(c).getByRole("button", { name: "Log in to take part" }))
    await waitFor(() => expect(rt.store.state().modals.open).toContain("loginPopup"))
  })
})
