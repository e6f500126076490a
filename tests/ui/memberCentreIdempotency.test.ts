// @vitest-environment happy-dom
/**
 * Money moves once over the real wire ("a double click or a retry after a network error never moves money
 * twice"): the member centre's transfer form, through the browser's composition (adapters/browser/runtime.ts: the
 * fetch client with its own retries, random idempotency keys) against msw standing in for the platform. The link
 * drops on every attempt of the first submit (the client's retries included), the member presses Transfer again,
 * and every attempt carries the same `Idempotency-Key`; the platform, which applies a key once, moves the money once.
 * A double click sends one request.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { HttpResponse, http } from "msw"
import { setupServer } from "msw/node"
import { createElement } from "react"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { layer } from "../../adapters/browser/runtime.ts"
import type { Event } from "../../core/events/Event.ts"
import * as Store from "../../core/store/Store.ts"
import { openMemberCentre } from "../../ui/actions/centres.ts"
import { CentreHost } from "../../ui/app/CentreHost.tsx"
import { runnerOf } from "../../ui/app/runner.ts"
import { install } from "../../ui/app/runtime.ts"
import { loadAreas, setLanguage } from "../../ui/i18n/i18n.ts"
import { mirror } from "../../ui/state/mirror.ts"

const base = "http://portal.test"
const ok = (value: unknown) => HttpResponse.json({ success: true, value })

/** The platform: balances, and transfers applied once per idempotency key. */
const platform = (dropFirst: number) => {
  const applied = new Map<string, number>()
  const keys: Array<string | null> = []
  let main = 1000
  let drops = dropFirst
  const handlers = [
    http.get(`${base}/wps/v2/wallets/balance`, () =>
      ok({
        sumBalance: 1000,
        currencySymbol: "P",
        balance: [
          { accountTypeId: 0, accountTypeName: "MAIN", availBalance: main },
          { accountTypeId: 100, accountTypeName: "Slots", displayName: "Slots", availBalance: 1000 - main },
        ],
      }),
    ),
    http.get(`${base}/wps/relay/GCS_merchantWallet`, () => ok({ isSingle: false })),
    http.get(`${base}/wps/member/info/funds/consolidated`, () => ok({})),
    http.all(`${base}/wps/relay/MCS2_*`, () => ok({})),
    http.post(`${base}/wps/relay/GCS_walletTransfer`, async ({ request }) => {
      const key = request.headers.get("Idempotency-Key")
      keys.push(key)
      if (drops > 0) {
        drops--
        return HttpResponse.error()
      }
      const body = (await request.json()) as { amount: number }
      if (key !== null && !applied.has(key)) {
        applied.set(key, body.amount)
        main -= body.amount
      }
      return ok({ successAmount: body.amount })
    }),
  ]
  return { handlers, keys, applied, main: () => main }
}

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: "bypass" }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

/** The member centre on my wallet, over the browser runtime. */
const openWallet = async () => {
  const store = Store.make()
  mirror(store)
  sessionStorage.setItem("token", "t-1")
  install({ store, run: runnerOf(layer(store, { baseUrl: base, brand: { merchantCode: "arena" } })) })
  await setLanguage("en")
  await loadAreas(["common", "errors", "validation", "memberCentre"])
  store.dispatch({ _tag: "MemberInfoLoaded", value: { id: 7, account: "player01", type: 0 } } as Event)
  const location = memoryLocation({ path: "/" })
  const props = { hook: location.hook, searchHook: location.searchHook } as never
  render(createElement(Router, props, createElement(CentreHost)))
  await act(async () => {
    await openMemberCentre("transferFund")
  })
  const dialog = await screen.findByRole("dialog", { name: "Member centre" }, { timeout: 50_000 })
  return within(await within(dialog).findByRole("region", { name: "Transfer between wallets" }))
}

describe("money over the wire", () => {
  it("keeps one idempotency key across the client's retries and the member's retry: the money moves once", async () => {
    const p = platform(3)
    server.use(...p.handlers)
    const form = await openWallet()
    fireEvent.change(await form.findByLabelText("Amount"), { target: { value: "100" } })
    fireEvent.click(form.getByRole("button", { name: "Transfer" }))
    expect(await form.findByText(/Network link abnormal/, undefined, { timeout: 50_000 })).toBeTruthy()
    fireEvent.click(form.getByRole("button", { name: "Transfer" }))
    expect(await form.findByText("P 100.00 moved from Main wallet to Slots.")).toBeTruthy()
    expect(p.keys).toHaveLength(4)
    expect(new Set(p.keys).size).toBe(1)
    expect(p.keys[0]).toMatch(/\S{8,}/)
    expect(p.applied.size).toBe(1)
    expect(p.main()).toBe(900)
  })

  it("sends one request for a double click", async () => {
    const p = platform(0)
    server.use(...p.handlers)
    const form = await openWallet()
    fireEvent.change(await form.findByLabelText("Amount"), { target: { value: "50" } })
    const submit = form.getByRole("button", { name: "Transfer" })
    fireEvent.click(submit)
    fireEvent.click(submit)
    expect(await form.findByText("P 50.00 moved from Main wallet to Slots.")).toBeTruthy()
    expect(p.keys).toHaveLength(1)
    expect(p.main()).toBe(950)
  })
})
