/**
 * What the member centre pages' tests share (tests only): a memory runtime with a logged-in member (core's
 * `memberState`) at a fixed instant, the strings loaded, and a page rendered on its own as the member centre shows it.
 * The platform answers per endpoint name (core's memory platform), so a test sees the wire requests it sent.
 */
import { act } from "@testing-library/react"
import * as Layer from "effect/Layer"
import type { ComponentType } from "react"
import type { Event } from "../../core/events/Event.ts"
import * as Ids from "../../core/ports/Ids.ts"
import * as Store from "../../core/store/Store.ts"
import type { MemberOptions } from "../../core/workflows/memberTestKit.ts"
import { memberState } from "../../core/workflows/memberTestKit.ts"
import type { Answer } from "../../core/workflows/testRuntime.ts"
import { runnerOf } from "../app/runner.ts"
import { install } from "../app/runtime.ts"
import { loadAreas } from "../i18n/i18n.ts"
import { renderAt, setup } from "../testing/harness.tsx"

/** The instant the tests start at: 2026-01-15 12:00 in GMT+8. */
export const start = Date.UTC(2026, 0, 15, 4, 0, 0)

/** Renders `Page` for a logged-in member, the platform answering `answers`. */
export const renderPage = async (
  Page: ComponentType,
  answers: Readonly<Record<string, Answer | ReadonlyArray<Answer>>>,
  member: MemberOptions = {},
  events: ReadonlyArray<Event> = [],
) => {
  const store = Store.make(memberState(member))
  const rt = await setup({ now: start, store, answers, events: [{ _tag: "ClockTicked", now: start }, ...events] })
  // Money calls (a mission's claim) take an idempotency key from the `Ids` port.
  install({ store: rt.store, run: runnerOf(Layer.merge(rt.layer, Layer.succeed(Ids.Ids, Ids.makeMemory("key")))) })
  await loadAreas(["records"])
  const view = renderAt("/", <Page />)
  return { rt, ...view }
}

/** The bodies of the requests sent to an endpoint, in order. */
export const bodiesOf = (rt: Awaited<ReturnType<typeof renderPage>>["rt"], endpoint: string) =>
  rt.requests.filter((r) => r.endpoint.name === endpoint).map((r) => r.body)

/** Lets pending promises and renders run. */
export const settle = (ms = 30) => act(async () => new Promise((r) => setTimeout(r, ms)))
