// @vitest-environment happy-dom
/**
 * The demo slot's page script (assets/slot.js) in a DOM: after a settled round it tells the portal around it that
 * the balance moved (`arena:balance`, the message ui/games/GameStage.tsx listens for), to the portal's origin only,
 * never to '*'; a round that did not settle tells it nothing.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import { gameByCode } from "../catalogue.ts"
import type { Ticket } from "../launchTokens.ts"
import { slotPage } from "./slotPage.ts"

const script = readFileSync(join(import.meta.dirname, "assets", "slot.js"), "utf8")

const game = gameByCode("RTG-003")!

const ticket: Ticket = {
  memberId: 1,
  account: "player01",
  kind: "slot",
  vendor: game.vendor,
  accountTypeId: game.accountTypeId,
  category: game.category,
  gameCode: game.code,
  gameName: game.name,
  nodeId: game.nodeId,
  roomId: null,
  prizeMode: null,
  backUrl: null,
  expiresAt: 0,
}

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), { headers: { "Content-Type": "application/json" } })

const session = {
  game: { code: game.code, name: game.name, vendor: game.vendor, vendorName: "RTG", category: "RNG", roomId: null },
  wallet: { accountTypeId: game.accountTypeId, balance: 10_000 },
  currency: "P",
  stakes: [100],
  lines: [[1, 1, 1]],
  paytable: {},
  rtp: 0.96,
  history: [],
  expiresAt: 0,
}

const column = ["SEVEN", "BAR", "BELL"]
const round = { roundId: "r", stops: [0, 0, 0], window: [column, column, column], wins: [], stake: 100, payout: 0 }

/** Opens the page with the game API answering `spin`, and the portal's postMessage watched. */
const open = (spin: () => Response) => {
  const html = slotPage(ticket)
  document.body.innerHTML = html.slice(html.indexOf("<main"), html.indexOf("</body>"))
  window.history.replaceState(null, "", `/play/slot?t=${"a".repeat(64)}`)
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => (String(path).startsWith("/play/api/session") ? ok(session) : spin())),
  )
  const post = vi.spyOn(window.parent, "postMessage").mockImplementation(() => undefined)
  new Function(script)()
  return post
}

const spinButton = () => document.getElementById("spin") as HTMLButtonElement

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ""
})

describe("the slot page's script", () => {
  it("tells the portal, at its origin only, that the balance moved after each settled round", async () => {
    const post = open(() => ok({ ...round, balance: 9_900 }))
    await vi.waitFor(() => expect(spinButton().disabled).toBe(false), { timeout: 5_000 })
    expect(post).not.toHaveBeenCalled()
    spinButton().click()
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1), { timeout: 5_000 })
    expect(post).toHaveBeenCalledWith({ type: "arena:balance" }, window.location.origin)
    expect(document.getElementById("balance")?.textContent).toBe("P 99.00")
    await vi.waitFor(() => expect(spinButton().disabled).toBe(false), { timeout: 5_000 })
    spinButton().click()
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2), { timeout: 5_000 })
    for (const call of post.mock.calls) expect(call[1]).not.toBe("*")
  })

  it("says nothing when the round was refused", async () => {
    const post = open(
      () =>
        new Response(JSON.stringify({ success: false, errorCode: "balance_not_enough", message: "Not enough" }), {
          status: 400,
        }),
    )
    await vi.waitFor(() => expect(spinButton().disabled).toBe(false), { timeout: 5_000 })
    spinButton().click()
    await vi.waitFor(() => expect(document.getElementById("status")?.textContent).toBe("Not enough"), {
      timeout: 5_000,
    })
    expect(post).not.toHaveBeenCalled()
  })
})
