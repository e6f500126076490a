/**
 * What the member centre's tests share (tests only): a memory runtime with a logged-in member (its token in session
 * storage, its member info loaded) and the `Ids` port in memory, so every money call's idempotency key can be read
 * from the requests; the centre's host with the modal and dialog hosts rendered under a memory location; and the
 * centre opened through core's workflow as the header opens it.
 */
import { act } from "@testing-library/react"
import type { Event } from "../../core/events/Event.ts"
import type { MemberCentrePage } from "../../core/model/MemberCentrePage.ts"
import type { Answer } from "../../core/workflows/testRuntime.ts"
import { ok } from "../../core/workflows/testRuntime.ts"
import { openMemberCentre } from "../actions/centres.ts"
import { openedCentre, renderCentreHosts } from "../testing/centreHarness.tsx"
import { setup } from "../testing/harness.tsx"

/** The instant the tests start at (epoch ms). */
export const start = Date.UTC(2026, 0, 15, 4, 0, 0)

/** A balance answer: the main wallet and the vendor wallets given (major units). */
export const balanceOf = (main: number, vendors: Readonly<Record<string, number>> = {}) =>
  ok({
    sumBalance: main + Object.values(vendors).reduce((a, b) => a + b, 0),
    currency: "PHP",
    currencySymbol: "P",
    balance: [
      { accountTypeId: 0, accountTypeName: "MAIN", displayName: "Main Wallet", availBalance: main },
      ...Object.entries(vendors).map(([name, v], i) => ({
        accountTypeId: 100 + i,
        accountTypeName: name,
        displayName: name,
        availBalance: v,
      })),
    ],
  })

export interface CentreOptions {
  /** Answers by endpoint name (over the defaults: multi-wallet, a balance of P 1,000). */
  readonly answers?: Readonly<Record<string, Answer | ReadonlyArray<Answer>>>
  /** Extra fields of the member-info answer (label, toUpline, mobileNum...). */
  readonly member?: Record<string, unknown>
  readonly events?: ReadonlyArray<Event>
  /** The address the page is at. */
  readonly path?: string
}

/** Sets up a logged-in member and renders the hosts, without opening the centre. */
export const memberPortal = async (o: CentreOptions = {}) => {
  const rt = await setup({
    now: start,
    session: [["token", "t-1"]],
    events: [
      { _tag: "ClockTicked", now: start },
      { _tag: "MemberInfoLoaded", value: { id: 7, account: "player01", type: 0, ...o.member } } as Event,
      ...(o.events ?? []),
    ],
    answers: {
      merchantWallet: ok({ isSingle: false }),
      balance: balanceOf(1000, { Slots: 0, Live: 0 }),
      consolidated: ok({}),
      availablePromotions: ok({}),
      ...o.answers,
    },
  })
  return renderCentreHosts(rt, ["memberCentre", "errors", "validation", "common"], o.path)
}

/** Opens the centre (on `page`) as the header does and waits for it. */
export const openCentre = async (page?: MemberCentrePage, o: CentreOptions = {}) => {
  return openedCentre(await memberPortal(o), () => openMemberCentre(page), "Member centre")
}

/** The idempotency keys sent to an endpoint, in order. */
export const keysOf = (rt: Awaited<ReturnType<typeof memberPortal>>["rt"], endpoint: string) =>
  rt.requests.filter((r) => r.endpoint.name === endpoint).map((r) => r.idempotencyKey)

/** Lets pending promises and renders run. */
export const settle = (ms = 30) => act(async () => new Promise((r) => setTimeout(r, ms)))
